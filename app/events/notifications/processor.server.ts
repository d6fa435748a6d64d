// The notification processor (ADR-0084): an async reader over the gated reader (never inline), with
// its own checkpoint "notifications" in projection_checkpoints and the projector's try-lock, so one
// process at a time advances it. Each batch's notifications, their e-mails (the outbox) and the
// checkpoint are written in one transaction: a crash replays the batch, and the unique
// (person, occurrence) makes the replay store nothing twice.
//
// The periodic check (tools overdue, documents expiring, mandatory checklists due, a clock-out
// forgotten) runs under an advisory lock too, and stores each fact as one occurrence.
import { mayFollowSiteLink } from "~/domain/site/site-pages";
import { accessOf, can, peopleCompanies, type Principal, type Resource } from "~/domain/access/permissions";
import type { NotifyInterval } from "~/domain/checklist/events";
import type { CompanyCode } from "~/domain/company/companies";
import { notificationsForEvent, NOTIFYING_EVENT_TYPES, periodicNotifications, type Audience, type NotificationIntent } from "~/domain/notification/rules";
import { completeChannels, wants, type TopicChannels } from "~/domain/notification/topics";
import { DEFAULT_LANGUAGE, isLanguage } from "~/i18n/config";
import { nowMs } from "~/clock.server";
import type { Queryable, Sql, Tx } from "~/db.server";
import { readAfter, type Checkpoint } from "../reader.server";

/** The projector's lock namespace (app/events/projector.server.ts): one advancer per name at a time. */
const PROJECTOR_LOCK = 7205;
/** The mail sender's lock (mailer.server.ts): a rebuild waits for a claim under way. */
const OUTBOX_LOCK = 7206;
export const NOTIFICATIONS = "notifications";
/** The event types the notifications processor reads (its lag is measured over these: app/probes.server.ts). */
export const NOTIFICATION_READ_TYPES: readonly string[] = [...NOTIFYING_EVENT_TYPES, "PersonErased"];
const PERIODIC = "notifications-periodic";

export interface NotifyOptions {
  /** queue e-mails (SMTP is configured); off, only the in-app notifications are stored */
  email: boolean;
  /** the Zurich day (YYYY-MM-DD) whose delegations count: the delegates of an approver are told too (ADR-0089); default: today by the app's clock */
  today?: string;
  /** history replayed by a rebuild (ADR-0089): stored as read, and no e-mail */
  history?: boolean;
}

/** E-mail is sent only when SMTP_URL is set. */
export function mailConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.SMTP_URL?.trim());
}

interface Person {
  id: number;
  principal: Principal;
  email: string | null;
}

/** The people who may be told something: active and not erased, with what they may do. */
async function peopleOf(db: Queryable): Promise<Map<number, Person>> {
  const rows = await db<{ id: string; role: string | null; capabilities: string[]; company_code: string; email: string | null }[]>`
    SELECT id, role, capabilities, company_code, email FROM person_list WHERE active AND NOT erased`;
  return new Map(
    rows.map((r) => {
      const id = Number(r.id);
      const principal = { personId: id, role: r.role, capabilities: r.capabilities, companyCode: r.company_code as CompanyCode, active: true } as Principal;
      return [id, { id, principal, email: r.email?.trim() || null }];
    }),
  );
}

/** Who decides each area's requests (the rights its approval list's actions check). */
const APPROVER_RIGHTS: Record<"leave" | "expense" | "tool" | "checklist", Resource[]> = {
  leave: ["leave", "hr"],
  expense: ["hr"],
  tool: ["tool-manager"],
  checklist: ["hr", "admin"],
};

/** The delegations holding on `today`: delegator → their delegates with the kinds handed on. */
type Delegates = Map<number, { delegateId: number; kinds: string[] }[]>;

async function delegatesOn(db: Queryable, today: string): Promise<Delegates> {
  const rows = await db<{ delegator_id: string; delegate_id: string; kinds: string[] }[]>`
    SELECT delegator_id, delegate_id, kinds FROM delegation_list
    WHERE ended_at IS NULL AND from_date <= ${today}::date AND until_date >= ${today}::date`;
  const out: Delegates = new Map();
  for (const r of rows) {
    const list = out.get(Number(r.delegator_id)) ?? [];
    list.push({ delegateId: Number(r.delegate_id), kinds: r.kinds });
    out.set(Number(r.delegator_id), list);
  }
  return out;
}

/** Where a delegate decides what an approval notice is about (ADR-0089): the approvers' own lists are not theirs. */
export const DELEGATED_APPROVALS_LINK = "/app/profile/delegated-approvals";

/** The audience's people; `viaDelegation` gets those told only as an approver's delegate. */
async function resolve(db: Queryable, audience: Audience, people: Map<number, Person>, delegates: () => Promise<Delegates>, viaDelegation: Set<number>): Promise<number[]> {
  if ("person" in audience) return [audience.person];
  if ("approversOf" in audience) {
    const subject = audience.subjectPersonId != null ? people.get(audience.subjectPersonId) : undefined;
    const out: number[] = [];
    for (const p of people.values()) {
      if (p.id === audience.subjectPersonId) continue; // nobody approves their own request
      const access = accessOf(p.principal);
      if (!APPROVER_RIGHTS[audience.approversOf].some((r) => can(access, "update", r))) continue;
      // within scope: an approver sees the requests of the companies whose people they may list
      if (subject && !peopleCompanies(p.principal, access).includes(subject.principal.companyCode)) continue;
      out.push(p.id);
    }
    // an approver's active delegates decide these requests too (ADR-0089): told as well, but never
    // about their own request (nor the delegator's: the delegator is no approver of it)
    const held = await delegates();
    for (const approver of [...out]) {
      for (const d of held.get(approver) ?? []) {
        if (!d.kinds.includes(audience.approversOf) || d.delegateId === audience.subjectPersonId || !people.has(d.delegateId) || out.includes(d.delegateId)) continue;
        out.push(d.delegateId);
        viaDelegation.add(d.delegateId);
      }
    }
    return out;
  }
  if ("siteTeam" in audience) {
    const rows = await db<{ person_id: string }[]>`SELECT person_id FROM site_team WHERE site_id = ${audience.siteTeam} AND NOT removed`;
    return rows.map((r) => Number(r.person_id));
  }
  if ("checklistPeople" in audience) {
    const [row] = await db<{ created_by: string | null; signed_by: string | null }[]>`
      SELECT created_by, signed_by FROM checklist_list WHERE id = ${audience.checklistPeople}`;
    return row ? [row.created_by, row.signed_by].filter((v): v is string => v != null).map(Number) : [];
  }
  const rows = await db<{ person_id: string }[]>`
    SELECT person_id FROM tool_request WHERE tool_id = ${audience.toolRequester.toolId} AND request_id = ${audience.toolRequester.requestId}`;
  return rows.map((r) => Number(r.person_id));
}

interface NewRow {
  person_id: number;
  topic: string;
  kind: string;
  occurrence: string;
  link: string;
  params: Record<string, string | number>;
  in_app: boolean;
  born_read: boolean;
  email: string | null;
  language: string;
}

/**
 * Stores what the intents call for: per recipient (active, not the one who acted) the channels they
 * want; a notification at most once per person and occurrence, and its e-mail with it.
 * Returns how many notifications were new.
 */
async function storeIntents(tx: Tx, intents: readonly NotificationIntent[], opts: NotifyOptions): Promise<number> {
  if (intents.length === 0) return 0;
  const people = await peopleOf(tx);
  let delegates: Promise<Delegates> | null = null;
  const today = opts.today ?? zurichDay(new Date(nowMs()));
  const delegatesToday = () => (delegates ??= delegatesOn(tx, today));
  const planned: { intent: NotificationIntent; personId: number; link: string }[] = [];
  for (const intent of intents) {
    const viaDelegation = new Set<number>();
    for (const personId of new Set(await resolve(tx, intent.audience, people, delegatesToday, viaDelegation))) {
      if (personId === intent.exceptPersonId || !people.has(personId)) continue;
      // nobody is told about a site page they may not open (a team member without files rights, a client's journal)
      if (!mayFollowSiteLink(accessOf((people.get(personId) as Person).principal), intent.link)) continue;
      planned.push({ intent, personId, link: viaDelegation.has(personId) ? DELEGATED_APPROVALS_LINK : intent.link });
    }
  }
  if (planned.length === 0) return 0;
  const ids = [...new Set(planned.map((p) => p.personId))];
  const prefs = await tx<{ person_id: string; channels: TopicChannels; language: string | null }[]>`
    SELECT person_id, channels, language FROM notification_preference WHERE person_id = ANY(${ids}::bigint[])`;
  const prefOf = new Map(prefs.map((r) => [Number(r.person_id), { channels: completeChannels(r.channels), language: r.language }]));
  const rows: NewRow[] = [];
  for (const { intent, personId, link } of planned) {
    const pref = prefOf.get(personId) ?? { channels: completeChannels(null), language: null };
    const person = people.get(personId) as Person;
    const inApp = wants(pref.channels, intent.topic, "inApp");
    const email = opts.email && !opts.history && person.email !== null && wants(pref.channels, intent.topic, "email") ? person.email : null;
    if (!inApp && !email) continue;
    rows.push({
      person_id: personId,
      topic: intent.topic,
      kind: intent.kind,
      occurrence: intent.occurrence,
      link,
      params: intent.params,
      in_app: inApp,
      born_read: opts.history === true,
      email,
      language: isLanguage(pref.language) ? pref.language : DEFAULT_LANGUAGE,
    });
  }
  if (rows.length === 0) return 0;
  const inserted = await tx<{ id: string; person_id: string; occurrence: string }[]>`
    INSERT INTO notification (person_id, topic, kind, occurrence, link, params, in_app, born_read)
    SELECT r.person_id, r.topic, r.kind, r.occurrence, r.link, r.params, r.in_app, r.born_read
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb)
      AS r(person_id bigint, topic text, kind text, occurrence text, link text, params jsonb, in_app boolean, born_read boolean)
    ON CONFLICT (person_id, occurrence) DO NOTHING
    RETURNING id, person_id, occurrence`;
  const byKey = new Map(rows.map((r) => [`${r.person_id}|${r.occurrence}`, r]));
  const mails = inserted
    .map((n) => ({ n, r: byKey.get(`${n.person_id}|${n.occurrence}`) as NewRow }))
    .filter(({ r }) => r.email !== null)
    .map(({ n, r }) => ({ notification_id: Number(n.id), person_id: r.person_id, email: r.email, language: r.language }));
  if (mails.length > 0) {
    await tx`
      INSERT INTO notification_outbox (notification_id, person_id, email, language)
      SELECT m.notification_id, m.person_id, m.email, m.language
      FROM jsonb_to_recordset(${JSON.stringify(mails)}::text::jsonb) AS m(notification_id bigint, person_id bigint, email text, language text)
      ON CONFLICT (notification_id) DO NOTHING`;
  }
  return inserted.length;
}

/** The newest position the gated reader may read now: where a processor that never ran starts (history is not announced). */
async function headOf(tx: Tx): Promise<Checkpoint> {
  const [row] = await tx<{ tx: string | null; position: string | null }[]>`
    SELECT transaction_id::text AS tx, position FROM events
    WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY transaction_id DESC, position DESC LIMIT 1`;
  return row?.tx ? { txId: row.tx, position: Number(row.position) } : { txId: "0", position: 0 };
}

/**
 * Advances the notifications by at most one batch; returns how many events it read (-1: another
 * process holds it). The first run starts at the head of the log: what happened before the
 * notifications existed is not announced (ADR-0084).
 */
export async function advanceNotifications(sql: Sql, opts: NotifyOptions = { email: mailConfigured() }, batchSize = 500): Promise<number> {
  return sql.begin(async (tx) => {
    const [{ locked }] = await tx<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(${PROJECTOR_LOCK}, hashtext(${NOTIFICATIONS})) AS locked`;
    if (!locked) return -1;
    const [cp] = await tx<{ last_tx_id: string; last_position: string }[]>`
      SELECT last_tx_id::text AS last_tx_id, last_position FROM projection_checkpoints WHERE name = ${NOTIFICATIONS}`;
    if (!cp) {
      const head = await headOf(tx);
      await tx`INSERT INTO projection_checkpoints (name, last_tx_id, last_position, updated_at) VALUES (${NOTIFICATIONS}, ${head.txId}::xid8, ${head.position}, now())`;
      return 0;
    }
    const from = { txId: cp.last_tx_id, position: Number(cp.last_position) };
    const { events, next } = await readAfter(tx, from, { types: NOTIFICATION_READ_TYPES, limit: batchSize });
    if (events.length === 0) return 0;
    const intentsOf = (list: typeof events) =>
      list.flatMap((e) => notificationsForEvent({ type: e.type, eventId: e.eventId, data: (e.data ?? {}) as Record<string, unknown>, actorId: e.metadata.actorId ?? null }));
    // after a rebuild, what happened before it began is history: stored as read, never mailed (ADR-0089)
    const [cut] = await tx<{ tx: string; position: string }[]>`SELECT history_tx_id::text AS tx, history_position AS position FROM notification_rebuild WHERE id = 1`;
    const isHistory = (e: (typeof events)[number]) =>
      cut !== undefined && (BigInt(e.transactionId) < BigInt(cut.tx) || (BigInt(e.transactionId) === BigInt(cut.tx) && e.position <= Number(cut.position)));
    await storeIntents(tx, intentsOf(events.filter(isHistory)), { ...opts, history: true });
    await storeIntents(tx, intentsOf(events.filter((e) => !isHistory(e))), opts);
    const erased = events.filter((e) => e.type === "PersonErased").map((e) => Number((e.data as { personId: number }).personId));
    if (erased.length > 0) {
      // an erased person's address is not kept, and nothing more is mailed to it (ADR-0007)
      await tx`
        UPDATE notification_outbox SET email = '', status = CASE WHEN status IN ('pending', 'sending') THEN 'failed' ELSE status END,
               last_error = CASE WHEN status IN ('pending', 'sending') THEN 'person erased' ELSE last_error END
        WHERE person_id = ANY(${erased}::bigint[])`;
    }
    await tx`
      UPDATE projection_checkpoints SET last_tx_id = ${next.txId}::xid8, last_position = ${next.position}, updated_at = now()
      WHERE name = ${NOTIFICATIONS}`;
    return events.length;
  });
}

/** The Zurich calendar day of an instant (YYYY-MM-DD). */
export function zurichDay(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich", year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/**
 * The periodic check at `now`: the time-based notifications, stored once per occurrence. One
 * process at a time (a try-lock); returns how many notifications were new, or -1 when another
 * process is checking.
 */
export async function checkDueNotifications(sql: Sql, now: Date, opts: NotifyOptions = { email: mailConfigured() }): Promise<number> {
  const today = zurichDay(now);
  return sql.begin(async (tx) => {
    const [{ locked }] = await tx<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(${PROJECTOR_LOCK}, hashtext(${PERIODIC})) AS locked`;
    if (!locked) return -1;
    return storeIntents(tx, await dueIntents(tx, now), { today, ...opts });
  });
}

/** The time-based facts at `now`, as intents (each one occurrence). */
async function dueIntents(tx: Tx, now: Date): Promise<NotificationIntent[]> {
  const today = zurichDay(now);
  {
    const overdue = await tx<{ id: string; tool_id: string; person_id: string; end_date: string }[]>`
      SELECT id, tool_id, person_id, end_date::text AS end_date FROM tool_assignment WHERE returned_at IS NULL AND end_date < ${today}::date`;
    const expiring = await tx<{ document_id: string; person_id: string; expires_at: string }[]>`
      SELECT document_id, person_id, expires_at::text AS expires_at FROM legal_document_list
      WHERE removed_at IS NULL AND NOT erased AND expires_at BETWEEN ${today}::date AND ${today}::date + 30`;
    const due = await tx<{ id: string; site_id: string; ready_by: string }[]>`
      SELECT c.id, c.site_id, c.ready_by::text AS ready_by FROM checklist_list c JOIN checklist_template_list t ON t.id = c.template_id
      WHERE t.mandatory AND NOT c.signed AND c.status = 'PENDING' AND c.ready_by <= ${today}::date + 1`;
    // the last stamp of each person in the past week: a clock-in left open on an earlier day
    const open = await tx<{ id: string; person_id: string; day: string }[]>`
      SELECT id, person_id, day FROM (
        SELECT DISTINCT ON (person_id) id, person_id, kind, (stamped_at AT TIME ZONE 'Europe/Zurich')::date::text AS day
        FROM stamp_list WHERE status = 'ACTIVE' AND stamped_at > ${now}::timestamptz - interval '7 days' AND stamped_at <= ${now}::timestamptz
        ORDER BY person_id, stamped_at DESC, id DESC) last
      WHERE kind = 'ENTRATA'`;
    // each open site's mandatory templates, with the date of their latest checklist there (the start page's rule)
    const mandatory = await tx<{ site_id: string; template_id: string; notify_each: NotifyInterval; last_date: string | null }[]>`
      SELECT s.id AS site_id, t.id AS template_id, t.notify_each,
             (SELECT to_char(max(c.checklist_date), 'YYYY-MM-DD') FROM checklist_list c
              WHERE s.id = ANY(c.site_ids) AND c.template_id = t.id AND c.status <> 'REJECTED' AND NOT c.removed) AS last_date
      FROM site_list s CROSS JOIN checklist_template_list t
      WHERE s.status = 'OPEN' AND t.mandatory AND NOT t.removed AND t.notify_each IS NOT NULL
        AND EXISTS (SELECT 1 FROM site_team st WHERE st.site_id = s.id AND NOT st.removed)`;
    const intents = periodicNotifications(today, {
      overdue: overdue.map((r) => ({ assignmentId: r.id, toolId: Number(r.tool_id), personId: Number(r.person_id), endDate: r.end_date })),
      expiring: expiring.map((r) => ({ documentId: r.document_id, personId: Number(r.person_id), expiresAt: r.expires_at })),
      due: due.map((r) => ({ checklistId: Number(r.id), siteId: Number(r.site_id), readyBy: r.ready_by })),
      openClockIns: open.map((r) => ({ stampId: Number(r.id), personId: Number(r.person_id), day: r.day })),
      mandatory: mandatory.map((r) => ({ siteId: Number(r.site_id), templateId: Number(r.template_id), notifyEach: r.notify_each, lastDate: r.last_date })),
    });
    return intents;
  }
}

/**
 * Rebuilds the notifications from zero without announcing history again (ADR-0089): under the
 * processor's and the sender's locks, empties the notifications and their outbox, records the
 * newest event the gated reader can read now as the cut-off, stores today's time-based facts as
 * history, and moves the checkpoint to the start of the log; then replays it. What happened up to
 * the cut-off is stored as read and mailed to nobody; what happens after it is told as usual.
 * Returns how many events were replayed.
 */
export async function rebuildNotifications(sql: Sql, now: Date, opts: NotifyOptions = { email: mailConfigured() }): Promise<number> {
  await sql.begin(async (tx) => {
    // wait for a processor or a sender claiming right now, then hold both off until this commits
    await tx`SELECT pg_advisory_xact_lock(${PROJECTOR_LOCK}, hashtext(${NOTIFICATIONS}))`;
    await tx`SELECT pg_advisory_xact_lock(${PROJECTOR_LOCK}, hashtext(${PERIODIC}))`;
    await tx`SELECT pg_advisory_xact_lock(${OUTBOX_LOCK}, 1)`;
    const head = await headOf(tx);
    await tx`DELETE FROM notification_outbox`;
    await tx`DELETE FROM notification`;
    await tx`
      INSERT INTO notification_rebuild (id, started_at, history_tx_id, history_position) VALUES (1, ${now}, ${head.txId}::xid8, ${head.position})
      ON CONFLICT (id) DO UPDATE SET started_at = EXCLUDED.started_at, history_tx_id = EXCLUDED.history_tx_id, history_position = EXCLUDED.history_position`;
    await storeIntents(tx, await dueIntents(tx, now), { ...opts, today: zurichDay(now), history: true });
    await tx`
      INSERT INTO projection_checkpoints (name, last_tx_id, last_position, updated_at) VALUES (${NOTIFICATIONS}, '0'::xid8, 0, now())
      ON CONFLICT (name) DO UPDATE SET last_tx_id = '0'::xid8, last_position = 0, updated_at = now()`;
  });
  // replay up to the cut-off at least (the gated reader may wait for older transactions of the cluster)
  let replayed = 0;
  for (;;) {
    const n = await advanceNotifications(sql, { ...opts, today: zurichDay(now) });
    if (n > 0) {
      replayed += n;
      continue;
    }
    const [{ done }] = await sql<{ done: boolean }[]>`
      SELECT coalesce((c.last_tx_id, c.last_position) >= (r.history_tx_id, r.history_position), false) AS done
      FROM notification_rebuild r LEFT JOIN projection_checkpoints c ON c.name = ${NOTIFICATIONS} WHERE r.id = 1`;
    if (done) return replayed;
    await new Promise((r) => setTimeout(r, 20));
  }
}
