// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// Deciding leave against the real store, deterministically: two HR people approving and rejecting
// the same request at the same moment store exactly one decision and the other is told who decided
// first; the same approval sent twice at once stores one event; a bulk decision's derived command
// ids make a resent batch append nothing; HR's lists keep to the user's companies.
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { accessOf, type Capability, type Principal, type Role } from "../../app/domain/access/permissions";
import type { CompanyCode } from "../../app/domain/company/companies";
import { isDomainError } from "../../app/domain/shared/errors";
import { hrPeopleOptions, hrPersonOf } from "../../app/events/queries/hr-people.server";
import { leaveRequestsByIds, listLeaveRequests } from "../../app/events/queries/leave-requests.server";
import { leaveRequestQueryOf } from "../../app/http/list-requests.server";
import { personById } from "../../app/events/queries/people.server";
import { getT } from "../../app/i18n/i18next.server";
import { bulkConfirmation, bulkResult } from "../../app/areas/approvals/bulk-decision.server";
import { leaveBulk } from "../../app/areas/leave/leave-bulk.server";
import { decideLeave, leaveDecisions } from "../../app/areas/leave/leave-decisions.server";
import { bulkCommandId, decideEach, decisionRefusal } from "../../app/areas/approvals/request-decisions.server";
import { requestLeave } from "../../app/areas/leave/request-leave.server";
import { dbReady, newId, useDb } from "./helpers";

const get = useDb(8);
let sql: ReturnType<typeof get>["sql"];
let hr: CurrentUser;
let admin: CurrentUser;
let staff: CurrentUser[];

async function userOf(id: number, override: Partial<Principal> = {}): Promise<CurrentUser> {
  const p = await personById(sql, id);
  if (!p) throw new Error("no such person");
  const principal: Principal = { personId: p.id, role: p.role, capabilities: p.capabilities, companyCode: p.companyCode, active: p.active, ...override };
  return { ...p, principal, access: accessOf(principal), sessionIdHash: "" };
}
const byUsername = async (u: string) => userOf(Number((await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = ${u}`)[0].id));
const meta = (actor: CurrentUser, now = "2026-03-01T08:00:00.000Z") => ({ actorId: actor.id, now, commandId: newId() });

let day = 0;
/** A fresh pending holiday of `person`, one working day of its own (a Monday that is no festivity: a request must count working time). */
async function pendingHoliday(person: CurrentUser): Promise<number> {
  let d = "";
  do d = new Date(Date.UTC(2026, 0, 5) + 7 * 86_400_000 * day++).toISOString().slice(0, 10); // Mondays
  while ((await sql`SELECT 1 FROM festivity_list WHERE NOT removed AND ${d}::date BETWEEN start_date AND end_date`).length > 0);
  const r = await requestLeave(sql, person, { personId: person.id, leave: { leaveType: 1, period: { shape: "allDay", startDate: d, endDate: d }, description: null } }, meta(person));
  return r.id;
}

async function eventTypes(leaveId: number): Promise<string[]> {
  const rows = await sql<{ event_type: string }[]>`SELECT event_type FROM events WHERE stream_id = ${`leave-${leaveId}`} ORDER BY version`;
  return rows.map((r) => r.event_type);
}

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  hr = await byUsername("hr");
  admin = await byUsername("admin");
  const rows = await sql<{ id: number }[]>`
    SELECT id FROM person_list WHERE company_code = 'electrogestim' AND role IN ('WORKER', 'EMPLOYEE') AND winter_start IS NOT NULL ORDER BY id LIMIT 3`;
  staff = await Promise.all(rows.map((r) => userOf(Number(r.id))));
});

describe("two HR people deciding the same request at once", () => {
  it("store exactly one decision, every time; the other is told who decided first", async () => {
    const t = await getT("it");
    for (let round = 0; round < 10; round++) {
      const id = await pendingHoliday(staff[round % staff.length]);
      const personId = staff[round % staff.length].id;
      const [a, b] = await Promise.allSettled([
        decideLeave(sql, hr, "approve", { leaveId: id, personId, expectedVersion: 1 }, meta(hr)),
        decideLeave(sql, admin, "reject", { leaveId: id, personId, expectedVersion: 1 }, meta(admin)),
      ]);
      const won = [a, b].filter((x) => x.status === "fulfilled");
      const lost = [a, b].filter((x): x is PromiseRejectedResult => x.status === "rejected");
      expect(won, `round ${round}`).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(isDomainError(lost[0].reason) && lost[0].reason.kind).toBe("conflict");
      const types = await eventTypes(id);
      expect(types).toHaveLength(2);
      expect(["LeaveApproved", "LeaveRejected"]).toContain(types[1]);
      // the loser's message names the winner
      const winner = types[1] === "LeaveApproved" ? hr : admin;
      const { status, message } = await decisionRefusal(sql, t, leaveDecisions, id, lost[0].reason);
      expect(status).toBe(409);
      expect(message).toContain(`${winner.lastName}, ${winner.firstName}`);
      expect(message).toMatch(types[1] === "LeaveApproved" ? /^Già approvata da/ : /^Già respinta da/);
    }
  });

  it("the same approval sent twice at once (one command id) stores one event; both get the outcome", async () => {
    const id = await pendingHoliday(staff[0]);
    const once = meta(hr);
    const results = await Promise.all([
      decideLeave(sql, hr, "approve", { leaveId: id, personId: staff[0].id, expectedVersion: 1 }, once),
      decideLeave(sql, hr, "approve", { leaveId: id, personId: staff[0].id, expectedVersion: 1 }, once),
    ]);
    expect(results.map((r) => r.version)).toEqual([2, 2]);
    expect(results.filter((r) => r.replayed)).toHaveLength(1);
    expect(await eventTypes(id)).toEqual(["LeaveRequested", "LeaveApproved"]);
  });
});

describe("a command id carried by another command (issue 10's reproductions)", () => {
  it("an employee's leave request carrying an id HR used is refused, and nothing is created", async () => {
    const decided = await pendingHoliday(staff[1]);
    const used = meta(hr);
    await decideLeave(sql, hr, "approve", { leaveId: decided, personId: staff[1].id, expectedVersion: 1 }, used);
    const [{ n: before }] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM leave_list WHERE person_id = ${staff[1].id}`;
    const err = await requestLeave(
      sql,
      staff[1],
      { personId: staff[1].id, leave: { leaveType: 1, period: { shape: "allDay", startDate: "2026-06-01", endDate: "2026-06-01" }, description: null } },
      { ...meta(staff[1]), commandId: used.commandId },
    ).catch((e: unknown) => e);
    expect(isDomainError(err) && [err.kind, err.code]).toEqual(["conflict", "errors.form_already_used"]);
    const [{ n: after }] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM leave_list WHERE person_id = ${staff[1].id}`;
    expect(after).toBe(before);
  });

  it("approving a second request with the first one's id is refused; the second stays pending", async () => {
    const [a, b] = [await pendingHoliday(staff[2]), await pendingHoliday(staff[2])];
    const once = meta(hr);
    await decideLeave(sql, hr, "approve", { leaveId: a, personId: staff[2].id, expectedVersion: 1 }, once);
    const err = await decideLeave(sql, hr, "approve", { leaveId: b, personId: staff[2].id, expectedVersion: 1 }, once).catch((e: unknown) => e);
    expect(isDomainError(err) && err.code).toBe("errors.form_already_used");
    expect(await eventTypes(b)).toEqual(["LeaveRequested"]);
  });
});

describe("bulk decisions", () => {
  it("decide each request as its own command; a resent batch appends nothing; a conflict is listed with its reason", async () => {
    const t = await getT("it");
    const ids = [await pendingHoliday(staff[0]), await pendingHoliday(staff[1]), await pendingHoliday(staff[2])];
    // the third is decided by someone else before the batch runs
    await decideLeave(sql, admin, "reject", { leaveId: ids[2], personId: staff[2].id, expectedVersion: 1 }, meta(admin));
    const batchId = newId();
    const items = ids.map((id, i) => ({ id, personId: staff[i].id, expectedVersion: 1 }));
    const confirmation = await bulkConfirmation(sql, hr, t, leaveBulk, "approve", ids);
    expect(confirmation.map((l) => l.ok)).toEqual([true, true, false]);
    expect(confirmation[0].notes[0]).toMatch(/^Saldo 2026: godute .* → .* h/);
    expect(confirmation[2].notes[0]).toContain(`Non verrà applicata: Già respinta da ${admin.lastName}, ${admin.firstName}`);

    const first = await decideEach(sql, hr, t, leaveDecisions, "approve", batchId, items, "2026-03-02T08:00:00.000Z");
    expect(first.map((r) => [r.applied, r.replayed])).toEqual([
      [true, false],
      [true, false],
      [false, false],
    ]);
    expect(first[2].message).toContain("Già respinta da");
    const again = await decideEach(sql, hr, t, leaveDecisions, "approve", batchId, items, "2026-03-02T08:05:00.000Z");
    expect(again.map((r) => [r.applied, r.replayed])).toEqual([
      [true, true],
      [true, true],
      [false, false],
    ]);
    for (const id of ids) expect(await eventTypes(id)).toHaveLength(2);
    const commandIds = await sql<{ id: string }[]>`
      SELECT metadata->>'commandId' AS id FROM events WHERE stream_id = ANY(${ids.slice(0, 2).map((id) => `leave-${id}`)}::text[]) AND event_type = 'LeaveApproved' ORDER BY stream_id`;
    expect(commandIds.map((r) => r.id).sort()).toEqual(ids.slice(0, 2).map((id) => bulkCommandId(batchId, leaveDecisions, "approve", id)).sort());

    const result = await bulkResult(sql, hr, t, leaveBulk, "approve", batchId, ids);
    expect(result.map((l) => [l.ok, l.notes[0]])).toEqual([
      [true, "Approvata"],
      [true, "Approvata"],
      [false, expect.stringContaining("Già respinta da")],
    ]);
  });
});

describe("company scoping of HR's leave screens", () => {
  it("an HR person without allEmployee sees only their company's people and requests", async () => {
    const [m] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE company_code = 'metalsky' AND role = 'EMPLOYEE' ORDER BY id LIMIT 1`;
    const scoped = await userOf(Number(m.id), { role: "HR" as Role, capabilities: [] as Capability[], companyCode: "metalsky" as CompanyCode });
    const outside = await pendingHoliday(staff[0]); // electrogestim
    const q = leaveRequestQueryOf("http://x/app/hr/leave-requests?size=50", scoped);
    expect(q.companies).toEqual(["metalsky"]);
    const { rows } = await listLeaveRequests(sql, q, { limit: 50, offset: 0 });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.companyCode === "metalsky")).toBe(true);
    expect(await leaveRequestsByIds(sql, scoped, [outside])).toEqual([]);
    expect(await hrPersonOf(sql, scoped, staff[0].id)).toBeNull();
    expect((await hrPeopleOptions(sql, scoped)).every((p) => p.companyCode === "metalsky")).toBe(true);
    // a company outside the scope in the URL is ignored, not trusted
    expect(leaveRequestQueryOf("http://x/app/hr/leave-requests?company=electrogestim", scoped).companies).toEqual(["metalsky"]);
    // the user-wide HR sees it
    expect((await leaveRequestsByIds(sql, hr, [outside])).map((r) => r.id)).toEqual([outside]);
  });
});
