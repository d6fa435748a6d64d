// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// Delegating approvals against the real store (ADR-0088): HR delegates to a colleague for a week;
// the colleague decides a leave request for HR, recorded as by the colleague on behalf of HR (the
// event, the delegated_decision projection, the history fold); after the week, after ending it
// early, on their own request or outside the delegator's scope the colleague cannot.
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { accessOf, type Principal } from "../../app/domain/access/permissions";
import { foldLeave } from "../../app/domain/leave/decider";
import type { LeaveEvent } from "../../app/domain/leave/events";
import { isDomainError } from "../../app/domain/shared/errors";
import { delegatedDecisionsOf, delegationsHeldOn, delegationsOf } from "../../app/events/queries/delegations.server";
import { personById } from "../../app/events/queries/people.server";
import { zurichToday } from "../../app/clock.server";
import { decideOnBehalf, delegatedViewer } from "../../app/areas/delegation/delegation-command.server";
import { delegateApprovals } from "../../app/areas/delegation/delegate-approvals.server";
import { endDelegation } from "../../app/areas/delegation/end-delegation.server";
import { requestLeave } from "../../app/areas/leave/request-leave.server";
import { dbReady, newId, useDb } from "./helpers";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];
let hr: CurrentUser;
let staff: CurrentUser[];
let outsider: CurrentUser;

async function userOf(id: number): Promise<CurrentUser> {
  const p = await personById(sql, id);
  if (!p) throw new Error("no such person");
  const principal: Principal = { personId: p.id, role: p.role, capabilities: p.capabilities, companyCode: p.companyCode, active: p.active };
  return { ...p, principal, access: accessOf(principal), sessionIdHash: "" };
}
const meta = (actor: CurrentUser, now: string) => ({ actorId: actor.id, now, commandId: newId() });

let week = 0;
/** A pending one-day holiday of `person` on a Monday with no festivity. */
async function pendingHoliday(person: CurrentUser): Promise<number> {
  let d = "";
  do d = new Date(Date.UTC(2027, 0, 4) + 7 * 86_400_000 * week++).toISOString().slice(0, 10);
  while ((await sql`SELECT 1 FROM festivity_list WHERE NOT removed AND ${d}::date BETWEEN start_date AND end_date`).length > 0);
  return (await requestLeave(sql, person, { personId: person.id, leave: { leaveType: 1, period: { shape: "allDay", startDate: d, endDate: d }, description: null } }, meta(person, "2026-03-02T08:00:00.000Z"))).id;
}

async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    if (isDomainError(e)) return e.code;
    if (e instanceof Response) return `http ${e.status}`;
    throw e;
  }
  return "accepted";
}

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  const [h] = await sql<{ id: number; company_code: string }[]>`SELECT id, company_code FROM person_list WHERE username = 'hr'`;
  hr = await userOf(Number(h.id));
  const rows = await sql<{ id: number }[]>`
    SELECT id FROM person_list WHERE company_code = ${h.company_code} AND role IN ('WORKER', 'EMPLOYEE') AND active AND NOT erased
      AND winter_start IS NOT NULL AND NOT ('NO_LEAVE' = ANY(capabilities)) ORDER BY id DESC LIMIT 2`;
  // the colleague (the delegate) is an employee: a worker may not post the profile's forms, so is no delegate
  const [c] = await sql<{ id: number }[]>`
    SELECT id FROM person_list p WHERE company_code = ${h.company_code} AND role = 'EMPLOYEE' AND active AND NOT erased
      AND id <> ALL(${rows.map((r) => Number(r.id))}::bigint[]) AND NOT EXISTS (SELECT 1 FROM leave_list l WHERE l.person_id = p.id)
    ORDER BY id DESC LIMIT 1`;
  rows[0] = c;
  staff = await Promise.all(rows.map((r) => userOf(Number(r.id))));
  const [o] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE company_code <> ${h.company_code} AND role = 'EMPLOYEE' AND active AND NOT erased ORDER BY id LIMIT 1`;
  outsider = await userOf(Number(o.id));
});

describe("a delegation of approvals", () => {
  it("lets the colleague decide for HR during the week, and not after it", async () => {
    const [colleague, employee] = staff;
    const made = await delegateApprovals(sql, hr, { delegateId: colleague.id, from: "2026-03-02", until: "2026-03-08", kinds: ["leave", "expense"] }, meta(hr, "2026-03-02T08:00:00.000Z"));
    expect((await delegationsOf(sql, hr.id)).given.map((d) => d.id)).toContain(made.id);
    expect((await delegationsHeldOn(sql, colleague.id, "2026-03-04")).map((d) => d.id)).toContain(made.id);
    expect((await delegationsHeldOn(sql, colleague.id, "2026-03-09")).map((d) => d.id)).not.toContain(made.id);

    const leaveId = await pendingHoliday(employee);
    await decideOnBehalf(sql, colleague, "approve", { delegationId: made.id, kind: "leave", recordId: leaveId, expectedVersion: null }, meta(colleague, "2026-03-04T09:00:00.000Z"));
    const [ev] = await sql<{ data: { by: number; onBehalfOf: number; delegationId: number } }[]>`
      SELECT data FROM events WHERE stream_id = ${`leave-${leaveId}`} AND event_type = 'LeaveApproved'`;
    expect(ev.data).toMatchObject({ by: colleague.id, onBehalfOf: hr.id, delegationId: made.id });
    expect((await delegatedDecisionsOf(sql, "leave", [leaveId])).get(leaveId)).toEqual({ decidedBy: colleague.id, onBehalfOf: hr.id });
    const events = await sql<{ event_type: string; data: unknown }[]>`SELECT event_type, data FROM events WHERE stream_id = ${`leave-${leaveId}`} ORDER BY version`;
    const state = foldLeave(events.map((e) => ({ type: e.event_type, data: e.data }) as LeaveEvent));
    expect(state).toMatchObject({ status: "APPROVED", decidedBy: colleague.id, decidedFor: hr.id });

    // after the week (Zurich days): refused, nothing stored
    const late = await pendingHoliday(employee);
    expect(await refusal(decideOnBehalf(sql, colleague, "approve", { delegationId: made.id, kind: "leave", recordId: late, expectedVersion: null }, meta(colleague, "2026-03-08T23:30:00.000Z")))).toBe("delegation.expired");
    const [{ n }] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events WHERE stream_id = ${`leave-${late}`}`;
    expect(n).toBe(1);
  });

  it("refuses the delegate's own request, another person's delegation, and decisions after ending it early", async () => {
    const [colleague, employee] = staff;
    const made = await delegateApprovals(sql, hr, { delegateId: colleague.id, from: "2026-03-02", until: "2026-03-20", kinds: ["leave"] }, meta(hr, "2026-03-02T08:00:00.000Z"));
    const own = await pendingHoliday(colleague);
    expect(await refusal(decideOnBehalf(sql, colleague, "approve", { delegationId: made.id, kind: "leave", recordId: own, expectedVersion: null }, meta(colleague, "2026-03-03T09:00:00.000Z")))).toBe("delegation.own_request");
    const other = await pendingHoliday(employee);
    // the delegation is not the employee's: unknown to them
    expect(await refusal(decideOnBehalf(sql, employee, "approve", { delegationId: made.id, kind: "leave", recordId: own, expectedVersion: null }, meta(employee, "2026-03-03T09:00:00.000Z")))).toBe("errors.not_found");
    await endDelegation(sql, hr, made.id, 1, meta(hr, "2026-03-03T10:00:00.000Z"));
    expect(await refusal(decideOnBehalf(sql, colleague, "reject", { delegationId: made.id, kind: "leave", recordId: other, expectedVersion: null }, meta(colleague, "2026-03-03T11:00:00.000Z")))).toBe("delegation.ended");
    expect(await refusal(endDelegation(sql, hr, made.id, null, meta(hr, "2026-03-03T12:00:00.000Z")))).toBe("delegation.already_ended");
  });

  it("refuses a delegate outside the approver's company scope or unknown, and oneself", async () => {
    // a company-bound approver (no LIST_ALL_EMPLOYEE) does not reach another company's people
    const bound: CurrentUser = { ...hr, principal: { ...hr.principal, capabilities: [] }, access: accessOf({ ...hr.principal, capabilities: [] }) };
    expect(await refusal(delegateApprovals(sql, bound, { delegateId: outsider.id, from: "2026-03-02", until: "2026-03-08", kinds: ["leave"] }, meta(hr, "2026-03-02T08:00:00.000Z")))).toBe("delegation.unknown_delegate");
    expect(await refusal(delegateApprovals(sql, hr, { delegateId: 987_654_321, from: "2026-03-02", until: "2026-03-08", kinds: ["leave"] }, meta(hr, "2026-03-02T08:00:00.000Z")))).toBe("delegation.unknown_delegate");
    expect(await refusal(delegateApprovals(sql, hr, { delegateId: hr.id, from: "2026-03-02", until: "2026-03-08", kinds: ["leave"] }, meta(hr, "2026-03-02T08:00:00.000Z")))).toBe("delegation.self");
  });
});

describe("what a delegate decides and sees (ADR-0089)", () => {
  it("approves a foreign-currency expense with its CHF equivalent, as HR's own form does; without it, refused in words", async () => {
    const [colleague] = staff;
    const made = await delegateApprovals(sql, hr, { delegateId: colleague.id, from: "2026-03-02", until: "2026-03-08", kinds: ["expense"] }, meta(hr, "2026-03-02T08:00:00.000Z"));
    const [expense] = await sql<{ id: number }[]>`
      SELECT e.id FROM expense_list e JOIN person_list p ON p.id = e.person_id
      WHERE e.status = 'PENDING' AND e.currency <> 'CHF' AND e.changed_chf IS NULL AND p.company_code = ${hr.companyCode}
        AND e.person_id NOT IN (${hr.id}, ${colleague.id}) ORDER BY e.id LIMIT 1`;
    expect(expense, "a pending foreign-currency expense in HR's company").toBeTruthy();
    const id = Number(expense.id);
    const on = { delegationId: made.id, kind: "expense" as const, recordId: id, expectedVersion: null };
    expect(await refusal(decideOnBehalf(sql, colleague, "approve", on, meta(colleague, "2026-03-04T09:00:00.000Z")))).toBe("expense.changed_chf_required");
    await decideOnBehalf(sql, colleague, "approve", { ...on, changedChf: 123_45, account: null }, meta(colleague, "2026-03-04T09:05:00.000Z"));
    const [ev] = await sql<{ data: { by: number; onBehalfOf: number; changedChf: { amount: number } | null } }[]>`
      SELECT data FROM events WHERE stream_id = ${`expense-${id}`} AND event_type = 'ExpenseApproved'`;
    expect(ev.data).toMatchObject({ by: colleague.id, onBehalfOf: hr.id, changedChf: { amount: 123_45 } });
  });

  it("reads the history of a request a delegation holding today lets them decide, and of one they decided; nothing else", async () => {
    const [colleague, employee] = staff;
    const today = zurichToday().toString();
    const now = new Date().toISOString();
    const pending = await pendingHoliday(employee);
    // before any delegation: nothing
    expect(await delegatedViewer(sql, colleague, "leave", String(pending))).toBeNull();
    const made = await delegateApprovals(sql, hr, { delegateId: colleague.id, from: today, until: today, kinds: ["leave"] }, meta(hr, now));
    expect((await delegatedViewer(sql, colleague, "leave", String(pending)))?.id).toBe(hr.id);
    // not another kind, not their own request, not for someone else
    expect(await delegatedViewer(sql, colleague, "expense", String(pending))).toBeNull();
    const own = await pendingHoliday(colleague);
    expect(await delegatedViewer(sql, colleague, "leave", String(own))).toBeNull();
    expect(await delegatedViewer(sql, employee, "leave", String(pending))).toBeNull();
    // decided through the delegation, then ended: still theirs to read, the others not
    await decideOnBehalf(sql, colleague, "approve", { delegationId: made.id, kind: "leave", recordId: pending, expectedVersion: null }, meta(colleague, now));
    const other = await pendingHoliday(employee);
    await endDelegation(sql, hr, made.id, null, meta(hr, new Date().toISOString()));
    expect((await delegatedViewer(sql, colleague, "leave", String(pending)))?.id).toBe(hr.id);
    expect(await delegatedViewer(sql, colleague, "leave", String(other))).toBeNull();
  });
});
