// Notifications against the real store and a real SMTP server started here (smtp-server): the
// processor on the gated reader, the toggles, the periodic check, the outbox sent at most once by
// two senders at once and across a restart, retried with backoff (issue 18, ADR-0084).
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db, type Sql } from "../../app/db.server";
import type { CurrentUser } from "../../app/auth/user.server";
import { personDecider } from "../../app/domain/person/decider";
import { settingsFromToggles, type PersonFile } from "../../app/domain/person/events";
import { handleCommand } from "../../app/events/handle-command.server";
import { sendDueMails, smtpTransport, type MailTransport } from "../../app/events/notifications/mailer.server";
import { advanceNotifications, checkDueNotifications, DELEGATED_APPROVALS_LINK, rebuildNotifications } from "../../app/events/notifications/processor.server";
import { startNotifier } from "../../app/events/notifications/runner.server";
import { notificationsOf, unreadCount } from "../../app/events/queries/notifications.server";
import { noticeNames } from "../../app/events/queries/notification-names.server";
import { groupNotices, noticeParams, noticeText } from "../../app/domain/notification/message";
import { getT } from "../../app/i18n/i18next.server";
import { approveLeave } from "../../app/areas/leave/approve-leave.server";
import { changeNotificationSettings } from "../../app/areas/notifications/change-notification-settings.server";
import { markAllNotificationsRead } from "../../app/areas/notifications/mark-all-notifications-read.server";
import { markNotificationRead } from "../../app/areas/notifications/mark-notification-read.server";
import { requestLeave } from "../../app/areas/leave/request-leave.server";
import { delegateApprovals } from "../../app/areas/delegation/delegate-approvals.server";
import { endDelegation } from "../../app/areas/delegation/end-delegation.server";
import { useOwnDb, fileDatabaseUrl } from "./helpers";
import { newPerson } from "./people";

const get = useOwnDb(6);
let sql: Sql;
let hr: CurrentUser;
let hrOther: CurrentUser;

const meta = (actor: CurrentUser, now = "2026-03-01T08:00:00.000Z") => ({ actorId: actor.id, now, commandId: randomUUID() });

/**
 * Runs the processor until it has read everything committed so far. The gated reader waits for
 * every older transaction of the cluster to end (other tests' too), so an empty read is retried
 * until the gate has passed the store's last transaction. Why not "until the checkpoint reaches the
 * last position": the processor reads only the events that notify, so its checkpoint stays at the
 * last of those, and the first run starts at the gated head, which may lie before the last events
 * while another transaction of the cluster is open (a failed landing, session 38).
 */
async function drain(email = true, today?: string): Promise<void> {
  for (const until = Date.now() + 20_000; Date.now() < until; ) {
    // the gate first: if it had passed every event before the read, the read saw them all
    const [{ passed }] = await sql<{ passed: boolean }[]>`
      SELECT coalesce((SELECT transaction_id FROM events ORDER BY transaction_id DESC LIMIT 1) < pg_snapshot_xmin(pg_current_snapshot()), true) AS passed`;
    const n = await advanceNotifications(sql, { email, today });
    if (passed && n === 0) return;
    if (n <= 0) await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("the notifications did not catch up");
}

let week = 0;
/** A pending one-day holiday of `person` on a Monday of its own. */
async function pendingLeave(person: CurrentUser): Promise<number> {
  const d = new Date(Date.UTC(2026, 0, 5) + 7 * 86_400_000 * week++).toISOString().slice(0, 10);
  const r = await requestLeave(sql, person, { personId: person.id, leave: { leaveType: 1, period: { shape: "allDay", startDate: d, endDate: d }, description: null } }, meta(person));
  return r.id;
}

const approve = (leaveId: number, personId: number) => approveLeave(sql, hr, { leaveId, personId, expectedVersion: null }, meta(hr));

const kindsOf = async (personId: number) => (await notificationsOf(sql, personId)).map((n) => n.kind);
const outboxOf = (personId: number) => sql<{ id: string; status: string; attempts: number; language: string; email: string }[]>`
  SELECT id, status, attempts, language, email FROM notification_outbox WHERE person_id = ${personId} ORDER BY id`;

beforeAll(async () => {
  sql = get().sql;
  hr = await newPerson(sql, { role: "HR" });
  hrOther = await newPerson(sql, { role: "HR", companyCode: "metalsky" });
  await drain(); // the first run starts at the head: nothing before it is announced
});

describe("the processor", () => {
  it("a leave request waits for the HR of the requester's company; its approval tells the requester, once, even replayed", async () => {
    const me = await newPerson(sql, { role: "EMPLOYEE" });
    const leaveId = await pendingLeave(me);
    await drain();
    expect(await kindsOf(hr.id)).toContain("leave_waiting");
    expect(await kindsOf(hrOther.id)).not.toContain("leave_waiting"); // another company: not in scope
    expect(await kindsOf(me.id)).toEqual([]);

    await approve(leaveId, me.id);
    await drain();
    const [n] = await notificationsOf(sql, me.id);
    expect(n).toMatchObject({ kind: "leave_approved", link: `/app/profile/leaves/${leaveId}/history`, read: false });
    expect(await unreadCount(sql, me.id)).toBe(1);
    expect(await outboxOf(me.id)).toMatchObject([{ status: "pending", language: "it" }]);

    // a replay from an earlier checkpoint stores nothing twice
    await sql`UPDATE projection_checkpoints SET last_tx_id = '0', last_position = 0 WHERE name = 'notifications'`;
    await drain();
    expect(await kindsOf(me.id)).toEqual(["leave_approved"]);
    expect(await outboxOf(me.id)).toHaveLength(1);
  });

  it("reading one, then all: the count follows; another's notification is a 404", async () => {
    const me = await newPerson(sql, { role: "EMPLOYEE" });
    for (let i = 0; i < 3; i++) await approve(await pendingLeave(me), me.id);
    await drain(false);
    const items = await notificationsOf(sql, me.id);
    expect(items).toHaveLength(3);
    await markNotificationRead(sql, me, items[2].id, meta(me));
    expect(await unreadCount(sql, me.id)).toBe(2);
    expect((await markNotificationRead(sql, me, items[2].id, meta(me))).eventTypes).toEqual([]);
    await expect(markNotificationRead(sql, hr, items[0].id, meta(hr))).rejects.toMatchObject({ kind: "not_found" });
    await markAllNotificationsRead(sql, me, items[0].id, meta(me));
    expect(await unreadCount(sql, me.id)).toBe(0);
    expect((await notificationsOf(sql, me.id)).every((n) => n.read)).toBe(true);
  });

  it("the toggles decide: in-app off stores a mail only; both off stores nothing; the mail goes in the chosen language", async () => {
    const me = await newPerson(sql, { role: "EMPLOYEE" });
    const settings = settingsFromToggles({ sites: true, files: true, stampingHours: true });
    settings.channels.requestDecided = { inApp: false, email: true };
    settings.language = "de";
    await changeNotificationSettings(sql, me, { settings, expectedVersion: null }, meta(me));
    await approve(await pendingLeave(me), me.id);
    await drain();
    expect(await unreadCount(sql, me.id)).toBe(0);
    expect(await outboxOf(me.id)).toMatchObject([{ status: "pending", language: "de" }]);

    settings.channels.requestDecided = { inApp: false, email: false };
    await changeNotificationSettings(sql, me, { settings, expectedVersion: null }, meta(me));
    await approve(await pendingLeave(me), me.id);
    await drain();
    expect(await outboxOf(me.id)).toHaveLength(1);
    const [{ n }] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM notification WHERE person_id = ${me.id}`;
    expect(n).toBe(1);
  });
});

describe("the periodic check", () => {
  it("a legal document expiring within 30 days is announced once, however often the check runs", async () => {
    const me = await newPerson(sql, { role: "EMPLOYEE" });
    const file: PersonFile = { key: `legal-documents/${randomUUID()}.pdf`, thumbnailKey: null, contentType: "application/pdf", size: 10, sha256: "ab".repeat(32) };
    await handleCommand(sql, personDecider, {
      command: { type: "AddLegalDocument", documentId: randomUUID(), text: { title: "Permesso B", number: "B-1" }, expiresAt: "2026-03-20", signed: false, file },
      meta: meta(hr),
      target: { id: me.id },
      piiSubject: (s) => s,
    });
    await handleCommand(sql, personDecider, {
      command: { type: "AddLegalDocument", documentId: randomUUID(), text: { title: "Passaporto", number: "X-1" }, expiresAt: "2026-06-30", signed: false, file },
      meta: meta(hr),
      target: { id: me.id },
      piiSubject: (s) => s,
    });
    const now = new Date("2026-03-02T07:00:00Z");
    const runs = await Promise.all([checkDueNotifications(sql, now, { email: false }), checkDueNotifications(sql, now, { email: false })]);
    // one of the two stored it; the other was locked out (-1) or found it stored (0)
    expect(runs.filter((r) => r > 0)).toEqual([1]);
    await checkDueNotifications(sql, now, { email: false });
    const items = await notificationsOf(sql, me.id);
    expect(items.map((i) => [i.kind, i.params.date])).toEqual([["document_expiring", "2026-03-20"]]);
  });
});

// ---- e-mail, against a real SMTP server

interface Received {
  to: string[];
  raw: string;
}

async function startSmtp(opts: { delayMs?: number; failFirst?: number } = {}) {
  const received: Received[] = [];
  let failures = opts.failFirst ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        setTimeout(() => {
          if (failures > 0) {
            failures--;
            const err = Object.assign(new Error("try again later"), { responseCode: 451 });
            callback(err);
            return;
          }
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
          callback();
        }, opts.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The mails the server received for the person (their address as the outbox recorded it). */
async function mailsTo(received: Received[], personId: number): Promise<Received[]> {
  const [row] = await sql<{ email: string }[]>`SELECT email FROM person_list WHERE id = ${personId}`;
  return received.filter((m) => m.to.includes(row.email));
}

/** A mail's text, quoted-printable undone. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

describe("the mails", () => {
  const extra: Db[] = [];
  afterAll(async () => {
    for (const db of extra) await db.close();
  });

  /** A second connection pool to the same database: another app process's. */
  async function otherProcess(): Promise<Sql> {
    const [{ db }] = await sql<{ db: string }[]>`SELECT current_database() AS db`;
    const url = new URL(fileDatabaseUrl());
    url.pathname = `/${db}`;
    const other = await openDb({ url: url.toString(), max: 3 });
    extra.push(other);
    return other.sql;
  }

  async function approvedWithMail(language: "it" | "de" = "it"): Promise<{ me: CurrentUser; leaveId: number }> {
    const me = await newPerson(sql, { role: "EMPLOYEE" });
    if (language !== "it") {
      const settings = settingsFromToggles({ sites: true, files: true, stampingHours: true });
      settings.language = language;
      await changeNotificationSettings(sql, me, { settings, expectedVersion: null }, meta(me));
    }
    const leaveId = await pendingLeave(me);
    await approve(leaveId, me.id);
    await drain();
    return { me, leaveId };
  }

  it("sends the approval in the person's language, plain text and HTML, with a one-click link to the record; recorded as sent", async () => {
    const smtp = await startSmtp();
    try {
      const { me, leaveId } = await approvedWithMail("de");
      const transport = smtpTransport(smtp.url);
      while ((await sendDueMails(sql, transport, { baseUrl: "https://cantiere.example.ch" })) > 0);
      transport.close?.();
      const mine = await mailsTo(smtp.received, me.id);
      expect(mine).toHaveLength(1);
      const text = decoded(mine[0].raw);
      // the mail names the leave's period, as the page does (issue 34)
      const [{ day }] = await sql<{ day: string }[]>`SELECT to_char(start_date, 'DD.MM.YYYY') AS day FROM leave_list WHERE id = ${leaveId}`;
      expect(text).toMatch(new RegExp(`Subject: Cantiere: Ihr Abwesenheitsantrag \\(${day.replace(/\./g, "\\.")}\\) wurde bewilligt\\.`));
      expect(text).toContain("Content-Type: text/plain");
      expect(text).toContain("Content-Type: text/html");
      expect(text).toContain(`https://cantiere.example.ch/app/profile/leaves/${leaveId}/history`);
      expect(await outboxOf(me.id)).toMatchObject([{ status: "sent", attempts: 1 }]);
    } finally {
      await smtp.close();
    }
  });

  it("two senders at once (two processes) send each mail exactly once", async () => {
    const smtp = await startSmtp({ delayMs: 20 });
    try {
      const people = [];
      for (let i = 0; i < 4; i++) people.push((await approvedWithMail()).me);
      const other = await otherProcess();
      const run = async (db: Sql) => {
        const transport = smtpTransport(smtp.url);
        for (let i = 0; i < 40; i++) {
          const n = await sendDueMails(db, transport, { limit: 1 });
          if (n === 0) break;
          if (n < 0) await new Promise((r) => setTimeout(r, 5));
        }
        transport.close?.();
      };
      await Promise.all([run(sql), run(other), run(sql), run(other)]);
      for (const p of people) {
        expect(await mailsTo(smtp.received, p.id)).toHaveLength(1);
        expect(await outboxOf(p.id)).toMatchObject([{ status: "sent" }]);
      }
    } finally {
      await smtp.close();
    }
  });

  it("a process restarted mid-way: the send under way is finished and recorded, the next process sends nothing again → exactly one mail", async () => {
    const smtp = await startSmtp({ delayMs: 400 });
    try {
      const { me } = await approvedWithMail();
      const first = startNotifier(sql, { intervalMs: 20, transport: smtpTransport(smtp.url) });
      // stop it while the SMTP server still holds the message
      for (let i = 0; i < 200 && (await outboxOf(me.id))[0].status !== "sending"; i++) await new Promise((r) => setTimeout(r, 10));
      expect((await outboxOf(me.id))[0].status).toBe("sending");
      await first();
      const second = startNotifier(await otherProcess(), { intervalMs: 20, transport: smtpTransport(smtp.url) });
      await new Promise((r) => setTimeout(r, 600));
      await second();
      expect(await mailsTo(smtp.received, me.id)).toHaveLength(1);
      expect(await outboxOf(me.id)).toMatchObject([{ status: "sent", attempts: 1 }]);
    } finally {
      await smtp.close();
    }
  });

  it("a process that died during a send: its claim is recorded as unknown and never sent again (at most once)", async () => {
    const smtp = await startSmtp();
    try {
      const { me } = await approvedWithMail();
      // why by hand: a process killed after claiming leaves exactly this row behind
      await sql`UPDATE notification_outbox SET status = 'sending', attempts = 1, claimed_until = now() - interval '1 second' WHERE person_id = ${me.id}`;
      const transport = smtpTransport(smtp.url);
      while ((await sendDueMails(sql, transport)) > 0);
      transport.close?.();
      expect(await mailsTo(smtp.received, me.id)).toHaveLength(0);
      expect(await outboxOf(me.id)).toMatchObject([{ status: "unknown" }]);
    } finally {
      await smtp.close();
    }
  });

  it("a refused send is retried after a backoff and then sent once", async () => {
    const smtp = await startSmtp({ failFirst: 1 });
    try {
      const { me } = await approvedWithMail();
      const transport: MailTransport = smtpTransport(smtp.url);
      await sendDueMails(sql, transport);
      const [after] = await sql<{ status: string; attempts: number; wait: number; last_error: string }[]>`
        SELECT status, attempts, extract(epoch FROM next_attempt_at - now())::int AS wait, last_error FROM notification_outbox WHERE person_id = ${me.id}`;
      expect(after).toMatchObject({ status: "pending", attempts: 1 });
      expect(after.wait).toBeGreaterThan(20);
      expect(await sendDueMails(sql, transport)).toBe(0); // not yet due
      // why by hand: the backoff's time passing
      await sql`UPDATE notification_outbox SET next_attempt_at = now() WHERE person_id = ${me.id}`;
      await sendDueMails(sql, transport);
      transport.close?.();
      expect(await mailsTo(smtp.received, me.id)).toHaveLength(1);
      expect(await outboxOf(me.id)).toMatchObject([{ status: "sent", attempts: 2 }]);
    } finally {
      await smtp.close();
    }
  });

  it("a server that does not listen (the browser tests' SMTP_URL before their server starts): the send is recorded and retried, nothing thrown", async () => {
    // a port that was just free: a server started and closed again
    const gone = await startSmtp();
    await gone.close();
    const { me } = await approvedWithMail();
    const transport = smtpTransport(gone.url);
    try {
      await expect(sendDueMails(sql, transport)).resolves.toBeGreaterThan(0);
    } finally {
      transport.close?.();
    }
    const [row] = await sql<{ status: string; attempts: number; last_error: string | null; wait: number }[]>`
      SELECT status, attempts, last_error, extract(epoch FROM next_attempt_at - now())::int AS wait FROM notification_outbox WHERE person_id = ${me.id}`;
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(row.wait).toBeGreaterThan(20);
  });
});

describe("approvals waiting, for an approver's delegates (ADR-0089)", () => {
  it("HR's active delegate is told too, linked to their delegated approvals; not once the delegation ended, nor about their own request", async () => {
    const colleague = await newPerson(sql, { role: "EMPLOYEE" });
    const employee = await newPerson(sql, { role: "EMPLOYEE" });
    const made = await delegateApprovals(sql, hr, { delegateId: colleague.id, from: "2026-03-01", until: "2026-03-07", kinds: ["leave"] }, meta(hr));
    const first = await pendingLeave(employee);
    const own = await pendingLeave(colleague);
    await drain(true, "2026-03-02");
    const told = (await notificationsOf(sql, colleague.id)).filter((n) => n.kind === "leave_waiting");
    expect(told.map((n) => n.params.id)).toEqual([first]);
    expect(told[0].link).toBe(DELEGATED_APPROVALS_LINK);
    // HR keeps being told, with their own list
    expect((await notificationsOf(sql, hr.id)).find((n) => n.kind === "leave_waiting" && n.params.id === first)?.link).toBe("/app/hr/leave-requests");
    expect(own).toBeGreaterThan(0);

    // after the week, or ended: not any more
    const later = await pendingLeave(employee);
    await drain(true, "2026-03-08");
    await endDelegation(sql, hr, made.id, null, meta(hr, "2026-03-03T08:00:00.000Z"));
    const ended = await pendingLeave(employee);
    await drain(true, "2026-03-03");
    const ids = (await notificationsOf(sql, colleague.id)).filter((n) => n.kind === "leave_waiting").map((n) => n.params.id);
    expect(ids).not.toContain(later);
    expect(ids).not.toContain(ended);
  });
});

describe("rebuilding the notifications from zero (ADR-0089)", () => {
  it("stores history as read and mails nothing for it; what happens after the rebuild is told and mailed as usual", async () => {
    const me = await newPerson(sql, { role: "EMPLOYEE" });
    const before = await pendingLeave(me);
    await approve(before, me.id);
    await drain();
    expect(await unreadCount(sql, me.id)).toBe(1);
    // the mail was queued once; a rebuild must not queue it again
    expect(await outboxOf(me.id)).toHaveLength(1);

    const replayed = await rebuildNotifications(sql, new Date("2026-03-05T08:00:00.000Z"), { email: true });
    expect(replayed).toBeGreaterThan(0);
    const [again] = (await notificationsOf(sql, me.id)).filter((n) => n.kind === "leave_approved");
    expect(again).toMatchObject({ link: `/app/profile/leaves/${before}/history`, read: true });
    expect(await unreadCount(sql, me.id)).toBe(0);
    expect(await outboxOf(me.id)).toHaveLength(0);
    // the approvers' notices of the past too: born read, no mail
    expect((await notificationsOf(sql, hr.id)).filter((n) => n.kind === "leave_waiting" && n.params.id === before).map((n) => n.read)).toEqual([true]);
    const [{ n: mails }] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM notification_outbox`;
    expect(mails).toBe(0);

    // after the rebuild began: told and mailed as usual, once
    const after = await pendingLeave(me);
    await approve(after, me.id);
    await drain();
    const fresh = (await notificationsOf(sql, me.id)).find((n) => n.link === `/app/profile/leaves/${after}/history`);
    expect(fresh?.read).toBe(false);
    expect(await unreadCount(sql, me.id)).toBe(1);
    expect(await outboxOf(me.id)).toHaveLength(1);
    // replaying again (the checkpoint moved back) stores nothing twice
    await sql`UPDATE projection_checkpoints SET last_tx_id = '0'::xid8, last_position = 0 WHERE name = 'notifications'`;
    await drain();
    expect((await notificationsOf(sql, me.id)).filter((n) => n.kind === "leave_approved")).toHaveLength(2);
    expect(await outboxOf(me.id)).toHaveLength(1);
  });
});

describe("the notices' names (issue 34)", () => {
  it("a leave's notices name whose it is and its period, looked up when shown; a line of identical ones is read at once", async () => {
    const me = await newPerson(sql, { role: "EMPLOYEE" });
    const leaveId = await pendingLeave(me);
    await drain(false);
    const waiting = (await notificationsOf(sql, hr.id)).filter((n) => n.kind === "leave_waiting" && Number(n.params.id) === leaveId);
    expect(waiting).toHaveLength(1);
    const names = await noticeNames(sql, waiting);
    const [{ personName, startDate }] = await sql<{ personName: string; startDate: string }[]>`
      SELECT p.last_name || ', ' || p.first_name AS "personName", to_char(l.start_date, 'DD.MM.YYYY') AS "startDate"
      FROM leave_list l JOIN person_list p ON p.id = l.person_id WHERE l.id = ${leaveId}`;
    const t = await getT("it");
    expect(noticeText(t, "leave_waiting", noticeParams("leave_waiting", waiting[0].params, names))).toBe(`La richiesta di assenza di ${personName} (${startDate}) attende la tua approvazione.`);

    // every kind of record is looked up in one query each; one that is gone is left out (the notice reads its number)
    const gone = await noticeNames(sql, [
      { kind: "site_file_uploaded", params: { siteId: 999_999 } },
      { kind: "checklist_mandatory_due", params: { siteId: 999_999, templateId: 999_999 } },
      { kind: "tool_request_waiting", params: { id: 999_999, toolId: 999_999 } },
      { kind: "expense_waiting", params: { id: 999_999 } },
      { kind: "checklist_waiting", params: { id: 999_999 } },
      { kind: "stamp_changed", params: { id: 999_999 } },
    ]);
    expect(gone).toEqual({ sites: {}, templates: {}, tools: {}, checklists: {}, leaves: {}, expenses: {}, toolRequests: {}, stamps: {} });

    // identical notices shown as one line: its "mark read" reads them all
    for (let i = 0; i < 2; i++) await approve(await pendingLeave(me), me.id);
    await drain(false);
    const mine = await notificationsOf(sql, me.id);
    const group = groupNotices(mine.map((n) => ({ id: n.id, kind: n.kind, link: "/same", read: n.read, params: { same: "1" } })));
    expect(group).toHaveLength(1);
    const [first, ...also] = group[0].ids;
    await markNotificationRead(sql, me, first, meta(me), also);
    expect(await unreadCount(sql, me.id)).toBe(0);
  });
});
