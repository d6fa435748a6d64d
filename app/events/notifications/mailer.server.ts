// The e-mail sender (ADR-0084): one worker at a time claims due outbox rows under an advisory lock
// (in a short transaction: no transaction stays open across a send, which would hold the gated
// reader's horizon back), sends each, and records the outcome. A failed send is retried with
// backoff; a claim whose process died before recording the outcome becomes `unknown` and is never
// sent again, so a person gets a notification's mail at most once, across restarts and processes.
// Every mail carries a Message-ID made from its notification, so a receiving server can drop a copy.
import type { Transporter } from "nodemailer";
import { NO_NAMES, noticeParams, noticeText, safeLink, type NoticeNames } from "~/domain/notification/message";
import { noticeNames } from "~/events/queries/notification-names.server";
import { isLanguage, DEFAULT_LANGUAGE } from "~/i18n/config";
import { getT } from "~/i18n/i18next.server";
import type { Sql } from "~/db.server";

const OUTBOX_LOCK = 7206;
const LEASE_SECONDS = 300;
export const MAX_ATTEMPTS = 6;

/** What sends one message (nodemailer's transport, or a test's). */
export interface MailTransport {
  sendMail(message: { from?: string; to: string; subject: string; text: string; html: string; messageId: string; headers?: Record<string, string> }): Promise<{ messageId?: string }>;
  close?(): void;
}

/** The SMTP transport of SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS), with short timeouts: a send never outlives its claim. */
export function smtpTransport(url: string, from = process.env.MAIL_FROM ?? "Cantiere <no-reply@cantiere.invalid>"): MailTransport {
  // nodemailer is loaded at the first send: a process that sends no mail does not carry it (10 MB)
  let transport: Promise<Transporter> | null = null;
  const open = () =>
    (transport ??= import("nodemailer").then((m) => m.default.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 } as never, { from })));
  return {
    sendMail: async (m) => (await (await open()).sendMail(m)) as { messageId?: string },
    close: () => void transport?.then((t) => t.close()),
  };
}

/** The address the mails' links start with: APP_URL, or this process on localhost. */
export function appUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.APP_URL?.trim() || `http://localhost:${env.PORT ?? "3000"}`).replace(/\/+$/, "");
}

/** Seconds to wait before the next attempt after `attempts` failed ones: 30 s, 1, 2, 4 … min, at most an hour. */
function backoffSeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

/** The mail of one notification, in the person's language: plain text and simple HTML, with a one-click link to the record. */
async function renderMail(n: { kind: string; params: Record<string, string | number>; link: string; language: string }, baseUrl: string, names: NoticeNames = NO_NAMES) {
  const t = await getT(isLanguage(n.language) ? n.language : DEFAULT_LANGUAGE);
  const title = noticeText(t, n.kind, noticeParams(n.kind, n.params, names));
  const url = `${baseUrl}${safeLink(n.link)}`;
  const settings = `${baseUrl}/app/profile/settings`;
  const subject = t("notifications.mail.subject", { title });
  const text = `${title}\n\n${t("notifications.mail.open")}: ${url}\n\n-- \n${t("notifications.mail.why")}\n${t("notifications.mail.settings")}: ${settings}\n`;
  const html =
    `<!doctype html><html lang="${escapeHtml(n.language)}"><body style="font-family:sans-serif;line-height:1.4">` +
    `<p>${escapeHtml(title)}</p>` +
    `<p><a href="${escapeHtml(url)}">${escapeHtml(t("notifications.mail.open"))}</a></p>` +
    `<hr><p style="color:#555;font-size:0.9em">${escapeHtml(t("notifications.mail.why"))} <a href="${escapeHtml(settings)}">${escapeHtml(t("notifications.mail.settings"))}</a></p>` +
    `</body></html>`;
  return { subject, text, html };
}

interface Claimed {
  id: string;
  notification_id: string;
  email: string;
  language: string;
  attempts: number;
  kind: string;
  params: Record<string, string | number>;
  link: string;
}

/**
 * Sends the due mails once: claims up to `limit` under the lock, sends them, records each outcome.
 * Returns how many were claimed (-1: another worker is claiming).
 */
export async function sendDueMails(sql: Sql, transport: MailTransport, opts: { baseUrl?: string; limit?: number } = {}): Promise<number> {
  const baseUrl = opts.baseUrl ?? appUrl();
  const claimed = await sql.begin(async (tx) => {
    const [{ locked }] = await tx<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(${OUTBOX_LOCK}, 1) AS locked`;
    if (!locked) return null;
    // a claim past its lease: its process stopped before recording whether the mail left; never sent again
    await tx`
      UPDATE notification_outbox SET status = 'unknown', claimed_until = NULL, last_error = 'the sender stopped during the send'
      WHERE status = 'sending' AND claimed_until < now()`;
    return tx<Claimed[]>`
      UPDATE notification_outbox o SET status = 'sending', attempts = o.attempts + 1, claimed_until = now() + make_interval(secs => ${LEASE_SECONDS})
      FROM notification n
      WHERE n.id = o.notification_id AND o.id IN (
        SELECT id FROM notification_outbox WHERE status = 'pending' AND next_attempt_at <= now() ORDER BY next_attempt_at, id LIMIT ${opts.limit ?? 20})
      RETURNING o.id, o.notification_id, o.email, o.language, o.attempts, n.kind, n.params, n.link`;
  });
  if (claimed === null) return -1;
  // the mails name the sites, tools, people … as the page does (issue 34)
  const names = claimed.length > 0 ? await noticeNames(sql, claimed) : NO_NAMES;
  for (const row of claimed) {
    try {
      const mail = await renderMail(row, baseUrl, names);
      const messageId = `<notification-${row.notification_id}@cantiere>`;
      const info = await transport.sendMail({ to: row.email, subject: mail.subject, text: mail.text, html: mail.html, messageId });
      await sql`
        UPDATE notification_outbox SET status = 'sent', sent_at = now(), claimed_until = NULL, message_id = ${info.messageId ?? messageId}, last_error = NULL
        WHERE id = ${row.id} AND status = 'sending'`;
    } catch (err) {
      const message = String((err as Error)?.message ?? err).slice(0, 500);
      const failed = row.attempts >= MAX_ATTEMPTS;
      await sql`
        UPDATE notification_outbox
        SET status = ${failed ? "failed" : "pending"}, claimed_until = NULL, last_error = ${message},
            next_attempt_at = now() + make_interval(secs => ${backoffSeconds(row.attempts)})
        WHERE id = ${row.id} AND status = 'sending'`;
      console.warn(`[mail] notification ${row.notification_id}: attempt ${row.attempts} failed${failed ? ", giving up" : ""}`);
    }
  }
  return claimed.length;
}
