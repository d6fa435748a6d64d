// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// The generic history and the audit log against the real event log: a leave request's stream
// replayed with the leave decider (who, when, what changed, the state at any version), read from
// the stream and not from the projection, and the log paged by position and filtered.
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { accessOf, type Principal } from "../../app/domain/access/permissions";
import { leaveHistory } from "../../app/domain/leave/history";
import type { RowProjection } from "../../app/events/projection.server";
import { leaveList } from "../../app/events/projections/leave-list.server";
import { auditLog } from "../../app/events/queries/audit.server";
import { historyPlugOf } from "../../app/events/queries/history-plugs.server";
import { loadRecordHistory } from "../../app/events/queries/history.server";
import { personById } from "../../app/events/queries/people.server";
import { rebuildProjection } from "../../app/events/rebuild.server";
import { auditRequestOf, historyRequestOf } from "../../app/http/history-pages.server";
import { approveLeave } from "../../app/areas/leave/approve-leave.server";
import { editLeave } from "../../app/areas/leave/edit-leave.server";
import { requestLeave } from "../../app/areas/leave/request-leave.server";
import { AUDIT_EVENT_TYPES, RECORD_TYPES } from "../../app/ui/history/record-types";
import { dbReady, newId, useDb } from "./helpers";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];
let employee: CurrentUser;
let hr: CurrentUser;
let leaveId: number;
let positions: number[];

async function userOf(id: number): Promise<CurrentUser> {
  const p = await personById(sql, id);
  if (!p) throw new Error("no such person");
  const principal: Principal = { personId: p.id, role: p.role, capabilities: p.capabilities, companyCode: p.companyCode, active: p.active };
  return { ...p, principal, access: accessOf(principal), sessionIdHash: "" };
}

const meta = (actor: CurrentUser, now: string) => ({ actorId: actor.id, now, commandId: newId() });

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  const [p] = await sql<{ id: number }[]>`
    SELECT id FROM person_list WHERE company_code = 'edemar' AND role = 'WORKER' AND winter_start IS NOT NULL ORDER BY id LIMIT 1`;
  employee = await userOf(Number(p.id));
  const [h] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = 'hr'`;
  hr = await userOf(Number(h.id));
  const leave = { leaveType: 1, period: { shape: "allDay" as const, startDate: "2026-09-07", endDate: "2026-09-09" }, description: "Vendemmia" };
  const a = await requestLeave(sql, employee, { personId: employee.id, leave }, meta(employee, "2026-08-01T07:00:00.000Z"));
  const b = await editLeave(
    sql,
    employee,
    { leaveId: a.id, personId: employee.id, leave: { ...leave, period: { ...leave.period, endDate: "2026-09-10" } }, expectedVersion: 1 },
    meta(employee, "2026-08-02T07:00:00.000Z"),
  );
  const c = await approveLeave(sql, hr, { leaveId: a.id, personId: employee.id, expectedVersion: 2 }, meta(hr, "2026-08-03T07:00:00.000Z"));
  leaveId = a.id;
  positions = [...a.positions, ...b.positions, ...c.positions];
});

const field = (fields: { key: string; value: unknown }[], key: string) => fields.find((f) => f.key === key)?.value;

describe("a leave request's history", () => {
  it("lists every event of the stream with who issued it, when, and what it changed", async () => {
    const h = await loadRecordHistory(sql, leaveHistory, leaveId);
    expect(h).not.toBeNull();
    expect(h!.streamId).toBe(`leave-${leaveId}`);
    expect(h!.steps.map((s) => [s.version, s.type, s.actorId, s.position, s.recordedAt])).toEqual([
      [1, "LeaveRequested", employee.id, positions[0], "2026-08-01T07:00:00.000Z"],
      [2, "LeaveRequestEdited", employee.id, positions[1], "2026-08-02T07:00:00.000Z"],
      [3, "LeaveApproved", hr.id, positions[2], "2026-08-03T07:00:00.000Z"],
    ]);
    expect(h!.steps[1].changes.map((c) => [c.key, c.before, c.after])).toEqual([
      ["to", { text: "09.09.2026" }, { text: "10.09.2026" }],
      ["editedBy", null, { person: employee.id }],
      ["editedAt", null, { text: "02.08.2026 09:00" }],
    ]);
    expect(h!.people[String(hr.id)]).toBe(`${hr.lastName}, ${hr.firstName}`);
    expect(h!.people[String(employee.id)]).toBe(`${employee.lastName}, ${employee.firstName}`);
    expect(h!.current.status).toBe("APPROVED");
  });

  it("replays the state at a chosen version, or at a global event position (a PDF footer's)", async () => {
    const pending = await loadRecordHistory(sql, leaveHistory, leaveId, { at: 1 });
    expect(pending!.at).toBe(1);
    expect(field(pending!.state, "status")).toEqual({ key: "leave.status.PENDING" });
    expect(field(pending!.state, "to")).toEqual({ text: "09.09.2026" });
    const atPosition = await loadRecordHistory(sql, leaveHistory, leaveId, { position: positions[1] });
    expect(atPosition!.at).toBe(2);
    expect(field(atPosition!.state, "to")).toEqual({ text: "10.09.2026" });
    expect(field(atPosition!.state, "status")).toEqual({ key: "leave.status.PENDING" });
    expect(historyRequestOf("http://x/a?at=2&position=abc")).toEqual({ at: 2, position: null, when: null });
    expect(historyRequestOf("http://x/a?at=-1")).toEqual({ at: null, position: null, when: null });
    // issue 37: a Zurich date and time as the page's field sends it, as an instant; anything else ignored
    expect(historyRequestOf("http://x/a?when=2026-09-01T09:00")).toEqual({ at: null, position: null, when: "2026-09-01T07:00:00Z" });
    expect(historyRequestOf("http://x/a?when=2026-13-01T09:00").when).toBeNull();
    expect(historyRequestOf("http://x/a?when=2026-09-01T09:00Z").when).toBeNull();
  });

  it("reads the stream, not the projection: a damaged leave_list row does not change it", async () => {
    await sql`UPDATE leave_list SET status = 'REJECTED' WHERE id = ${leaveId}`;
    try {
      const h = await loadRecordHistory(sql, leaveHistory, leaveId);
      expect(field(h!.state, "status")).toEqual({ key: "leave.status.APPROVED" });
    } finally {
      await rebuildProjection(sql, leaveList as unknown as RowProjection);
    }
    const [row] = await sql`SELECT status FROM leave_list WHERE id = ${leaveId}`;
    expect(row.status).toBe("APPROVED");
  });

  it("is null for an unknown or malformed id", async () => {
    expect(await loadRecordHistory(sql, leaveHistory, 987_654_321)).toBeNull();
    expect(await loadRecordHistory(sql, leaveHistory, -1)).toBeNull();
    expect(await loadRecordHistory(sql, leaveHistory, Number.NaN)).toBeNull();
  });

  it("replays a record without a describer with the generic plug (a person), leaving personal data out", async () => {
    const h = await loadRecordHistory(sql, historyPlugOf("person"), employee.id);
    expect(h!.steps[0].type).toBe("PersonRegistered");
    expect(h!.state.map((f) => f.key)).toContain("companyCode");
    expect(h!.state.map((f) => f.key)).not.toContain("personal");
    expect(JSON.stringify(h!.state)).not.toContain(employee.lastName);
  });
});

describe("the audit log", () => {
  const known = { streamTypes: RECORD_TYPES.map((r) => r.streamType), eventTypes: AUDIT_EVENT_TYPES };

  it("lists events newest first, filtered by record type, event type, actor and period", async () => {
    const byHr = await auditLog(sql, { streamType: "leave", eventType: "LeaveApproved", actorId: hr.id, from: "2026-08-03", to: "2026-08-03" }, { before: null, after: null });
    expect(byHr.rows.map((r) => r.position)).toContain(positions[2]);
    expect(byHr.rows.every((r) => r.type === "LeaveApproved" && r.actorId === hr.id && r.streamType === "leave")).toBe(true);
    const row = byHr.rows.find((r) => r.position === positions[2]);
    expect(row).toMatchObject({ recordId: leaveId, version: 3, streamId: `leave-${leaveId}`, commandType: "ApproveLeave" });
    // the period is in Zurich days: nothing on the day before
    const dayBefore = await auditLog(sql, { streamType: "leave", eventType: "LeaveApproved", actorId: hr.id, from: "2026-08-02", to: "2026-08-02" }, { before: null, after: null });
    expect(dayBefore.rows.map((r) => r.position)).not.toContain(positions[2]);
    // the seed's events have no actor: the system
    const system = await auditLog(sql, { streamType: "company", eventType: null, actorId: 0, from: null, to: null }, { before: null, after: null });
    expect(system.rows.length).toBeGreaterThan(0);
    expect(system.rows.every((r) => r.actorId === null)).toBe(true);
  });

  it("pages by position: older and newer pages meet without a gap or a repeat", async () => {
    const filter = { streamType: "company", eventType: null, actorId: null, from: null, to: null };
    const all = await auditLog(sql, filter, { before: null, after: null }, 100);
    expect(all.rows.length).toBe(7);
    const first = await auditLog(sql, filter, { before: null, after: null }, 3);
    expect(first.newer).toBeNull();
    expect(first.rows.map((r) => r.position)).toEqual(all.rows.slice(0, 3).map((r) => r.position));
    const second = await auditLog(sql, filter, { before: first.older, after: null }, 3);
    expect(second.rows.map((r) => r.position)).toEqual(all.rows.slice(3, 6).map((r) => r.position));
    const third = await auditLog(sql, filter, { before: second.older, after: null }, 3);
    expect(third.rows.map((r) => r.position)).toEqual(all.rows.slice(6).map((r) => r.position));
    expect(third.older).toBeNull();
    const back = await auditLog(sql, filter, { before: null, after: second.newer }, 3);
    expect(back.rows.map((r) => r.position)).toEqual(first.rows.map((r) => r.position));
    expect(back.newer).toBeNull();
  });

  it("reads its filters from the URL, drops what it does not know and refuses a period that is not one", () => {
    expect(auditRequestOf("http://x/app/audit?type=leave&event=LeaveApproved&actor=7&from=2026-08-01&to=2026-09-01&before=99", known)).toEqual({
      filter: { streamType: "leave", eventType: "LeaveApproved", actorId: 7, from: "2026-08-01", to: "2026-09-01" },
      page: { before: 99, after: null },
      period: { raw: { from: "2026-08-01", to: "2026-09-01" }, errors: {} },
    });
    // "from" after "to": refused beside the field, not swapped; the other filters still apply
    expect(auditRequestOf("http://x/app/audit?type=leave&from=2026-09-01&to=2026-08-01", known)).toEqual({
      filter: { streamType: "leave", eventType: null, actorId: null, from: null, to: null },
      page: { before: null, after: null },
      period: { raw: { from: "2026-09-01", to: "2026-08-01" }, errors: { from: "audit.filter.from_after_to" } },
    });
    expect(auditRequestOf("http://x/app/audit?type=nope&event=Drop%20Table&actor=-3&from=2026-13-45&to=2026-02-30&after=abc", known)).toEqual({
      filter: { streamType: null, eventType: null, actorId: null, from: null, to: null },
      page: { before: null, after: null },
      period: { raw: { from: "2026-13-45", to: "2026-02-30" }, errors: { from: "audit.filter.invalid_date", to: "audit.filter.invalid_date" } },
    });
  });
});
