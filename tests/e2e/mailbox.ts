// The browser tests' SMTP server (issue 18): a real `smtp-server` on the app's port + 25, where the
// app server under test sends its notification mails (playwright.config.ts sets SMTP_URL). Started
// once per Playwright worker by the `mailbox` fixture (tests/e2e/fixtures.ts), so every spec's mail
// is delivered rather than retried; a spec reads what arrived for one address.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** the whole message, quoted-printable undone */
  body: string;
  at: number;
}

export interface Mailbox {
  port: number;
  /** whether the server listens (false: another process held the port) */
  listening: boolean;
  /** the mails received so far for `address` (case-insensitive) */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/** The SMTP port of the app under test: its own port + 25 (not one of the +11, +12, +80, +88, +89, +100 other specs use). */
export const smtpPort = () => Number(process.env.E2E_PORT ?? 3210) + 25;

const unfold = (headers: string) => headers.replace(/\r?\n[ \t]+/g, " ");
const decodeQp = (s: string) => s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

/** An RFC 2047 header value: plain, or encoded words (B or Q) in UTF-8. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(decodeQp(text.replace(/_/g, " ")), "latin1").toString("utf8"),
  );
}

function parse(raw: string, to: string[]): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = unfold(split < 0 ? raw : raw.slice(0, split));
  const subject = decodeHeader(/^subject:\s*(.*)$/im.exec(headers)?.[1]?.trim() ?? "");
  return { to, subject, body: Buffer.from(decodeQp(raw), "latin1").toString("utf8"), at: Date.now() };
}

/** Starts the SMTP server on `port`, retrying for a while when a stopping worker still holds it. */
export async function startMailbox(port = smtpPort()): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push(parse(Buffer.concat(chunks).toString("latin1"), session.envelope.rcptTo.map((r) => r.address.toLowerCase())));
        callback();
      });
    },
  });
  server.on("error", () => {});
  let listening = false;
  for (let attempt = 0; attempt < 20 && !listening; attempt++) {
    listening = await new Promise<boolean>((resolve) => {
      const onError = () => resolve(false);
      server.server.once("error", onError);
      server.listen(port, "127.0.0.1", () => {
        server.server.off("error", onError);
        resolve(true);
      });
    });
    if (!listening) await new Promise((r) => setTimeout(r, 500));
  }
  return {
    port: listening ? (server.server.address() as AddressInfo).port : port,
    listening,
    to: (address) => received.filter((m) => m.to.includes(address.toLowerCase())),
    close: () => (listening ? new Promise<void>((r) => server.close(() => r())) : Promise.resolve()),
  };
}
