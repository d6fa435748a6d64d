// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// The second approval (ADR-0139) against the real store: a rule set through HR's command; the
// first approval leaves the request pending ("1 di 2") and the balance unchanged, the second by
// another person counts it; a bulk approval reports such a row as "1 di 2"; a delegate of the
// first approver is the same approver; the demo rule is there and a seeded repeat appends nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import type { CurrentUser } from "../../app/auth/user.server";
import { nowIso } from "../../app/clock.server";
import { accessOf, type Principal } from "../../app/domain/access/permissions";
import { isDomainError } from "../../app/domain/shared/errors";
import { personById } from "../../app/events/queries/people.server";
import { leaveBalanceOf } from "../../app/events/queries/leaves.server";
import { leaveRequestsByIds } from "../../app/events/queries/leave-requests.server";
import { firstApprovalsOf, listApprovalRules } from "../../app/events/queries/second-approval.server";
import { getT } from "../../app/i18n/i18next.server";
import { bulkResult } from "../../app/areas/approvals/bulk-decision.server";
import { decideEach } from "../../app/areas/approvals/request-decisions.server";
import { setSecondApprovalRule } from "../../app/areas/approval-rules/set-second-approval-rule.server";
import { removeSecondApprovalRule } from "../../app/areas/approval-rules/remove-second-approval-rule.server";
import { decideOnBehalf } from "../../app/areas/delegation/delegation-command.server";
import { delegateApprovals } from "../../app/areas/delegation/delegate-approvals.server";
import { leaveBulk } from "../../app/areas/leave/leave-bulk.server";
import { decideLeave, leaveDecisions } from "../../app/areas/leave/leave-decisions.server";
import { requestLeave } from "../../app/areas/leave/request-leave.server";
import { dbReady, newId, useDb } from "./helpers";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];
let hr: CurrentUser;
let admin: CurrentUser;
let colleague: CurrentUser;
let staff: CurrentUser[];

async function userOf(id: number): Promise<CurrentUser> {
  const p = await personById(sql, id);
  if (!p) throw new Error("no such person");
  const principal: Principal = { personId: p.id, role: p.role, capabilities: p.capabilities, companyCode: p.companyCode, active: p.active };
  return { ...p, principal, access: accessOf(principal), sessionIdHash: "" };
}
const byUsername = async (u: string) => userOf(Number((await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = ${u}`)[0].id));
const meta = (actor: CurrentUser, now = nowIso()) => ({ actorId: actor.id, now, commandId: newId() });

let week = 0;
/** A fresh pending holiday of `person` of 6 working days (Monday to the next Monday, no festivity in it), in 2026. */
async function sixDayHoliday(person: CurrentUser): Promise<number> {
  let from = "";
  let to = "";
  do {
    const monday = Temporal.PlainDate.from("2026-01-05").add({ weeks: 2 * week++ });
    from = monday.toString();
    to = monday.add({ days: 7 }).toString();
  } while ((await sql`SELECT 1 FROM festivity_list WHERE NOT removed AND start_date <= ${to}::date AND end_date >= ${from}::date`).length > 0);
  const r = await requestLeave(sql, person, { personId: person.id, leave: { leaveType: 1, period: { shape: "allDay", startDate: from, endDate: to }, description: null } }, meta(person));
  return r.id;
}

async function eventTypes(leaveId: number): Promise<string[]> {
  const rows = await sql<{ event_type: string }[]>`SELECT event_type FROM events WHERE stream_id = ${`leave-${leaveId}`} ORDER BY version`;
  return rows.map((r) => r.event_type);
}

const balance = async (personId: number) => {
  const b = await leaveBalanceOf(sql, personId, Temporal.PlainDate.from("2026-06-01"));
  if (!b) throw new Error("no balance");
  return { taken: b.minutes.taken, pending: b.minutes.pending };
};

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  hr = await byUsername("hr");
  admin = await byUsername("admin");
  colleague = await byUsername("employee");
  // Electrogestim's staff have no demo requests; the rule is Electrogestim's own, set here
  const rows = await sql<{ id: number }[]>`
    SELECT id FROM person_list WHERE company_code = 'electrogestim' AND role IN ('WORKER', 'EMPLOYEE') AND winter_start IS NOT NULL ORDER BY id LIMIT 3`;
  staff = await Promise.all(rows.map((r) => userOf(Number(r.id))));
  const existing = await listApprovalRules(sql, ["electrogestim"]);
  if (existing.length === 0) {
    await setSecondApprovalRule(sql, admin, { kind: "leave", companyCode: "electrogestim", leaveType: 1, minWorkingDays: 6, minChf: null, secondRight: "update:hr" }, meta(admin));
  }
});

describe("the demo data", () => {
  it("has one rule: Cantiere holidays from 6 working days, second by update hr", async () => {
    const rules = await listApprovalRules(sql, ["cantiere"]);
    expect(rules.map((r) => r.definition)).toEqual([{ kind: "leave", companyCode: "cantiere", leaveType: 1, minWorkingDays: 6, minChf: null, secondRight: "update:hr" }]);
  });

  it("a second rule for the same company, kind and type is refused", async () => {
    const err = await setSecondApprovalRule(sql, admin, { kind: "leave", companyCode: "electrogestim", leaveType: 1, minWorkingDays: 9, minChf: null, secondRight: "update:leave" }, meta(admin)).catch((e: unknown) => e);
    expect(isDomainError(err) && err.code).toBe("approval_rule.duplicate");
  });
});

describe("a 6-day holiday under the rule", () => {
  it("stays pending after the first approval, the balance unchanged; counts after the second by another person", async () => {
    const person = staff[0];
    const id = await sixDayHoliday(person);
    const before = await balance(person.id);

    await decideLeave(sql, hr, "approve", { leaveId: id, personId: person.id, expectedVersion: null }, meta(hr));
    expect(await eventTypes(id)).toEqual(["LeaveRequested", "LeaveFirstApproved"]);
    const [row] = await leaveRequestsByIds(sql, hr, [id]);
    expect(row).toMatchObject({ status: "PENDING", firstApprovedBy: hr.id });
    expect(await balance(person.id)).toEqual(before);

    // the same person again: refused in words
    const again = await decideLeave(sql, hr, "approve", { leaveId: id, personId: person.id, expectedVersion: null }, meta(hr)).catch((e: unknown) => e);
    expect(isDomainError(again) && again.code).toBe("approval_rule.same_approver");

    await decideLeave(sql, admin, "approve", { leaveId: id, personId: person.id, expectedVersion: null }, meta(admin));
    expect(await eventTypes(id)).toEqual(["LeaveRequested", "LeaveFirstApproved", "LeaveApproved"]);
    const after = await balance(person.id);
    expect(after.taken - before.taken).toBe(6 * 8 * 60);
    expect(after.pending - before.pending).toBe(-6 * 8 * 60);
    expect((await firstApprovalsOf(sql, "leave", [id])).size).toBe(0);
    const [approved] = await sql<{ data: { firstApproval: { by: number } } }[]>`SELECT data FROM events WHERE stream_id = ${`leave-${id}`} AND event_type = 'LeaveApproved'`;
    expect(approved.data.firstApproval.by).toBe(hr.id);
  });

  it("a rejection at the second step ends it; the balance no longer counts it as pending", async () => {
    const person = staff[1];
    const id = await sixDayHoliday(person);
    await decideLeave(sql, hr, "approve", { leaveId: id, personId: person.id, expectedVersion: null }, meta(hr));
    await decideLeave(sql, admin, "reject", { leaveId: id, personId: person.id, expectedVersion: null }, meta(admin));
    expect(await eventTypes(id)).toEqual(["LeaveRequested", "LeaveFirstApproved", "LeaveRejected"]);
    expect((await firstApprovalsOf(sql, "leave", [id])).size).toBe(0);
  });
});

describe("a bulk approval", () => {
  it("reports a row under the rule as 1 di 2, never as approved; a second bulk by another person approves it", async () => {
    const t = await getT("it");
    const id = await sixDayHoliday(staff[2]);
    const items = [{ id, personId: staff[2].id, expectedVersion: null }];
    const batch = newId();
    const first = await decideEach(sql, hr, t, leaveDecisions, "approve", batch, items, nowIso());
    expect(first.map((r) => r.applied)).toEqual([true]);
    const result = await bulkResult(sql, hr, t, leaveBulk, "approve", batch, [id]);
    expect(result.map((l) => [l.ok, l.notes[0]])).toEqual([[true, "1 di 2: serve la seconda approvazione"]]);

    const second = newId();
    await decideEach(sql, admin, t, leaveDecisions, "approve", second, items, nowIso());
    const done = await bulkResult(sql, admin, t, leaveBulk, "approve", second, [id]);
    expect(done.map((l) => [l.ok, l.notes[0]])).toEqual([[true, "Approvata"]]);
  });
});

describe("through a delegation", () => {
  it("a delegate of the first approver cannot give the second; nor both steps through the delegation", async () => {
    const today = Temporal.Now.plainDateISO("Europe/Zurich").toString();
    const made = await delegateApprovals(sql, hr, { delegateId: colleague.id, from: today, until: today, kinds: ["leave"] }, meta(hr));
    const person = staff[0];

    // hr first, then hr's delegate: the same approver
    const a = await sixDayHoliday(person);
    await decideLeave(sql, hr, "approve", { leaveId: a, personId: person.id, expectedVersion: null }, meta(hr));
    const refused = await decideOnBehalf(sql, colleague, "approve", { delegationId: made.id, kind: "leave", recordId: a, expectedVersion: null }, meta(colleague)).catch((e: unknown) => e);
    expect(isDomainError(refused) && refused.code).toBe("approval_rule.same_approver");

    // the delegate first (for hr), then the delegate again: refused; then hr themselves: refused too
    const b = await sixDayHoliday(person);
    await decideOnBehalf(sql, colleague, "approve", { delegationId: made.id, kind: "leave", recordId: b, expectedVersion: null }, meta(colleague));
    expect(await eventTypes(b)).toEqual(["LeaveRequested", "LeaveFirstApproved"]);
    const twice = await decideOnBehalf(sql, colleague, "approve", { delegationId: made.id, kind: "leave", recordId: b, expectedVersion: null }, meta(colleague)).catch((e: unknown) => e);
    expect(isDomainError(twice) && twice.code).toBe("approval_rule.same_approver");
    const hrToo = await decideLeave(sql, hr, "approve", { leaveId: b, personId: person.id, expectedVersion: null }, meta(hr)).catch((e: unknown) => e);
    expect(isDomainError(hrToo) && hrToo.code).toBe("approval_rule.same_approver");
    await decideLeave(sql, admin, "approve", { leaveId: b, personId: person.id, expectedVersion: null }, meta(admin));
    expect(await eventTypes(b)).toEqual(["LeaveRequested", "LeaveFirstApproved", "LeaveApproved"]);
  });
});

describe("removing the rule", () => {
  it("a request approved once before still needs its second; a new one is approved in one step", async () => {
    const person = staff[1];
    const waiting = await sixDayHoliday(person);
    await decideLeave(sql, hr, "approve", { leaveId: waiting, personId: person.id, expectedVersion: null }, meta(hr));
    const [rule] = await listApprovalRules(sql, ["electrogestim"]);
    await removeSecondApprovalRule(sql, admin, rule.id, null, meta(admin));
    expect(await listApprovalRules(sql, ["electrogestim"])).toEqual([]);
    const fresh = await sixDayHoliday(person);
    await decideLeave(sql, hr, "approve", { leaveId: fresh, personId: person.id, expectedVersion: null }, meta(hr));
    expect(await eventTypes(fresh)).toEqual(["LeaveRequested", "LeaveApproved"]);
    await decideLeave(sql, admin, "approve", { leaveId: waiting, personId: person.id, expectedVersion: null }, meta(admin));
    expect(await eventTypes(waiting)).toEqual(["LeaveRequested", "LeaveFirstApproved", "LeaveApproved"]);
  });
});
