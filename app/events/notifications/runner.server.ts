// Runs the notifications in the background of an app process (started beside the async projector,
// app/runtime.server.ts): the processor every tick, the periodic check every minute, and the mail
// sender when SMTP_URL is set. Every step takes its own lock, so any number of processes may run
// this; stopping waits for the step under way (a send in flight is recorded before it returns).
import { nowMs } from "~/clock.server";
import type { Sql } from "~/db.server";
import { outageBackoff } from "../outage-backoff.server";
import { startLoop } from "../wake.server";
import { sendDueMails, smtpTransport, type MailTransport } from "./mailer.server";
import { advanceNotifications, checkDueNotifications, mailConfigured } from "./processor.server";

export interface NotifierOptions {
  intervalMs?: number;
  checkEveryMs?: number;
  /** the mail transport; default: SMTP_URL's, none when it is unset */
  transport?: MailTransport | null;
  baseUrl?: string;
}

/** Starts the background loop; returns a stop function. */
export function startNotifier(sql: Sql, opts: NotifierOptions = {}): () => Promise<void> {
  const intervalMs = opts.intervalMs ?? 250;
  const checkEveryMs = opts.checkEveryMs ?? Number(process.env.NOTIFY_CHECK_MS ?? 60_000);
  const transport = opts.transport !== undefined ? opts.transport : mailConfigured() ? smtpTransport(process.env.SMTP_URL as string) : null;
  const email = transport !== null;
  let stopped = false;
  let lastCheck = 0;
  // a failing step is logged and tried again; while the database is out of reach the ticks back off (ADR-0096)
  const backoff = outageBackoff("notifications");
  const step = async (name: string, f: () => Promise<unknown>) => {
    try {
      return await f();
    } catch (err) {
      if (!stopped) backoff.failed(name, err);
      return 0;
    }
  };
  // idle it looks less often, and a command of this process wakes it at once (ADR-0142)
  const stop = startLoop(
    async () => {
      const read = (await step("processor", () => advanceNotifications(sql, { email }))) as number;
      if (!stopped && Date.now() - lastCheck >= checkEveryMs) {
        lastCheck = Date.now();
        await step("periodic check", () => checkDueNotifications(sql, new Date(nowMs()), { email }));
      }
      // a mail due later (a retry's backoff) is sent by a look after it is due: within the idle bound
      if (!stopped && transport) await step("mail", () => sendDueMails(sql, transport, { baseUrl: opts.baseUrl }));
      return read;
    },
    intervalMs,
    (wait) => backoff.next(wait),
  );
  return async () => {
    stopped = true;
    await stop();
    transport?.close?.();
  };
}
