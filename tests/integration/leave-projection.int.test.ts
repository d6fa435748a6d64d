// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// leave_list: built inline by the leave commands, unchanged by a second replay, the same after a
// rebuild; the balance read from it equals the domain's own balance folded from the events.
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { accessOf, type Principal } from "../../app/domain/access/permissions";
import { leaveBalance } from "../../app/domain/leave/balance";
import type { LeaveEvent } from "../../app/domain/leave/events";
import { isDomainError } from "../../app/domain/shared/errors";
import { applyRowProjection } from "../../app/events/projection.server";
import { leaveList } from "../../app/events/projections/leave-list.server";
import { personById } from "../../app/events/queries/people.server";
import { festivitiesOf, leaveBalanceOf, leaveById, leavePersonOf, listLeavesOfPerson } from "../../app/events/queries/leaves.server";
import { readAfter, START } from "../../app/events/reader.server";
import { rebuildProjection } from "../../app/events/rebuild.server";
import type { RowProjection } from "../../app/events/projection.server";
import { approveLeave } from "../../app/areas/leave/approve-leave.server";
import { editLeave } from "../../app/areas/leave/edit-leave.server";
import { rejectLeave } from "../../app/areas/leave/reject-leave.server";
import { requestLeave } from "../../app/areas/leave/request-leave.server";
import { withdrawLeave } from "../../app/areas/leave/withdraw-leave.server";
import { Temporal } from "temporal-polyfill";
import { at, dbReady, newId, useDb } from "./helpers";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];
let employee: CurrentUser;
let hr: CurrentUser;

async function userOf(where: { username?: string; id?: number }): Promise<CurrentUser> {
  const [row] = where.username
    ? await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = ${where.username}`
    : [{ id: where.id as number }];
  const p = await personById(sql, Number(row.id));
  if (!p) throw new Error("no such person");
  const principal: Principal = { personId: p.id, role: p.role, capabilities: p.capabilities, companyCode: p.companyCode, active: p.active };
  return { ...p, principal, access: accessOf(principal), sessionIdHash: "" };
}

const meta = (now: string) => ({ ...at(now), commandId: newId() });
const range = (startAt: string, endAt: string, leaveType = 1) => ({ leaveType, period: { shape: "range" as const, startAt, endAt }, description: "Ferie" });
const allDay = (startDate: string, endDate: string, leaveType = 1) => ({ leaveType, period: { shape: "allDay" as const, startDate, endDate }, description: "Settimana" });

async function tableRows() {
  return sql`SELECT * FROM leave_list ORDER BY id`;
}

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  const [p] = await sql<{ id: number }[]>`
    SELECT id FROM person_list WHERE company_code = 'sitaf' AND role = 'EMPLOYEE' AND winter_start IS NOT NULL AND NOT ('NO_LEAVE' = ANY(capabilities))
    ORDER BY id DESC LIMIT 1`;
  employee = await userOf({ id: Number(p.id) });
  hr = await userOf({ username: "hr" });
  employee.access = accessOf(employee.principal);

  const self = employee.id;
  const now = "2026-02-02T09:00:00.000Z";
  const a = await requestLeave(sql, employee, { personId: self, leave: allDay("2026-03-02", "2026-03-06") }, meta(now));
  await approveLeave(sql, hr, { leaveId: a.id, personId: self, expectedVersion: 1 }, meta("2026-02-03T09:00:00.000Z"));
  const b = await requestLeave(sql, employee, { personId: self, leave: range("2026-04-13T08:00", "2026-04-14T12:00") }, meta(now));
  await editLeave(sql, employee, { leaveId: b.id, personId: self, leave: range("2026-04-13T08:00", "2026-04-13T12:00"), expectedVersion: 1 }, meta(now));
  const c = await requestLeave(sql, employee, { personId: self, leave: allDay("2026-05-04", "2026-05-05") }, meta(now));
  await withdrawLeave(sql, employee, { leaveId: c.id, personId: self, expectedVersion: 1 }, meta(now));
  const d = await requestLeave(sql, employee, { personId: self, leave: allDay("2026-06-01", "2026-06-01", 3) }, meta(now));
  await rejectLeave(sql, hr, { leaveId: d.id, personId: self, expectedVersion: 1 }, meta(now));
  // across New Year: counts in each year for its own days
  await requestLeave(sql, employee, { personId: self, leave: allDay("2026-12-30", "2027-01-05") }, meta(now));
  await requestLeave(sql, employee, { personId: self, leave: { leaveType: 1, period: { shape: "hours", date: "2026-07-01", hours: 2, minutes: 30, startTime: null }, description: null } }, meta(now));
});

describe("leave_list", () => {
  it("holds one row per request with the state the rules reached", async () => {
    const { rows, total } = await listLeavesOfPerson(sql, { personId: employee.id, year: 2026, sort: "startDate", dir: "asc" }, { limit: 50, offset: 0 });
    expect(total).toBe(6);
    expect(rows.map((r) => [r.leaveType, r.status, r.details.startDate, r.version])).toEqual([
      [1, "APPROVED", "2026-03-02", 2],
      [1, "PENDING", "2026-04-13", 2],
      [1, "WITHDRAWN", "2026-05-04", 2],
      [3, "REJECTED", "2026-06-01", 2],
      [1, "PENDING", "2026-07-01", 1],
      [1, "PENDING", "2026-12-30", 1],
    ]);
    const edited = await leaveById(sql, rows[1].id);
    expect(edited).toMatchObject({ description: "Ferie", details: { endAt: "2026-04-13T12:00:00+02:00" } });
    expect(edited?.editedAt).toBeInstanceOf(Date);
    expect((await listLeavesOfPerson(sql, { personId: employee.id, year: 2027, sort: "startDate", dir: "asc" }, { limit: 50, offset: 0 })).total).toBe(1);
  });

  it("changes nothing when every leave event is applied a second time", async () => {
    const before = await tableRows();
    const [{ active_table: table }] = await sql`SELECT active_table FROM projection_registry WHERE name = 'leave_list'`;
    let cp = START;
    for (;;) {
      const { events, next } = await readAfter(sql, cp, { types: leaveList.handles, limit: 5000, gated: false });
      if (!events.length) break;
      await applyRowProjection(sql, leaveList as unknown as RowProjection, table as string, events);
      cp = next;
    }
    expect(await tableRows()).toEqual(before);
  });

  it("gives the same rows after a rebuild", async () => {
    const before = await tableRows();
    await rebuildProjection(sql, leaveList as unknown as RowProjection);
    expect(await tableRows()).toEqual(before);
  });

  it("refuses an edit of a decided request and a stale version", async () => {
    const { rows } = await listLeavesOfPerson(sql, { personId: employee.id, year: 2026, sort: "startDate", dir: "asc" }, { limit: 50, offset: 0 });
    const approved = rows[0];
    const err = await editLeave(sql, employee, { leaveId: approved.id, personId: employee.id, leave: allDay("2026-03-02", "2026-03-03"), expectedVersion: 2 }, meta("2026-02-04T09:00:00.000Z")).catch((e: unknown) => e);
    expect(isDomainError(err) && err.code).toBe("edit_allow_only_on_pending");
    const stale = await withdrawLeave(sql, employee, { leaveId: rows[1].id, personId: employee.id, expectedVersion: 1 }, meta("2026-02-04T09:00:00.000Z")).catch((e: unknown) => e);
    expect(isDomainError(stale) && stale.kind).toBe("conflict");
  });
});

describe("the balance query", () => {
  it("equals the domain's balance folded from the person's events", async () => {
    const day = Temporal.PlainDate.from("2026-03-10");
    const fromRows = await leaveBalanceOf(sql, employee.id, day);
    const person = await leavePersonOf(sql, employee.id);
    const streams = new Map<string, LeaveEvent[]>();
    let cp = START;
    for (;;) {
      const { events, next } = await readAfter(sql, cp, { types: leaveList.handles, limit: 5000, gated: false });
      if (!events.length) break;
      for (const e of events) {
        if ((e.data as { personId: number }).personId !== employee.id) continue;
        streams.set(e.streamId, [...(streams.get(e.streamId) ?? []), { type: e.type, data: e.data } as LeaveEvent]);
      }
      cp = next;
    }
    const expected = leaveBalance({
      year: 2026,
      at: "2026-03-10",
      holidaysCount: person?.holidaysCount ?? null,
      requests: [...streams.values()],
      // both years: the request from 30 December tells its whole duration, 2027's New Year included
      festivities: [...(await festivitiesOf(sql, person?.companyCode ?? "sitaf", 2026)), ...(await festivitiesOf(sql, person?.companyCode ?? "sitaf", 2027))],
    });
    expect(fromRows).toEqual(expected);
    // 5 approved days; pending: 4 h on 13 April, 2:30 on 1 July, 30 and 31 December
    expect(fromRows?.minutes.taken).toBe(5 * 8 * 60);
    expect(fromRows?.lines.map((l) => l.effect)).toEqual(["taken", "pending", "nothing", "nothing", "pending", "pending"]);
  });
});
