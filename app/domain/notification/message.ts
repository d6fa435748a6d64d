// How a notification reads (the bell's page and the e-mail share it). Pure.
import type { NotificationKind } from "./rules";

/** The message's translation key. */
export function messageKey(kind: NotificationKind | string): string {
  return `notifications.kinds.${kind}`;
}

/** The parameters as the message shows them: a date (YYYY-MM-DD) the Swiss way, DD.MM.YYYY. */
export function messageParams(params: Record<string, string | number>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    const s = String(v);
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
    out[k] = m ? `${m[3]}.${m[2]}.${m[1]}` : s;
  }
  return out;
}

/** A path under /app only: a stored link is never taken as an address elsewhere. */
export function safeLink(link: string): string {
  return /^\/app(\/[A-Za-z0-9\-_/]*)?$/.test(link) ? link : "/app/notifications";
}
