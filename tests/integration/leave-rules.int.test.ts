// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// The leave rules of issue 23 against the real store: two overlapping requests of one person sent
// at once never both get in (the operation re-checks under a lock on the person inside the
// command's transaction); HR recording over a request is refused naming it; an approval over an
// approved request (data recorded before the rule) is refused in every path HR has; a request
// counting no working time is refused; and a request across New Year has one duration in every
// view (the lists of both years, HR's list, the balance lines, the history and the PDF).
import { openPdf } from "../pdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { accessOf, type Principal } from "../../app/domain/access/permissions";
import { leaveDecider } from "../../app/domain/leave/decider";
import type { LeaveInput } from "../../app/domain/leave/period";
import { isDomainError } from "../../app/domain/shared/errors";
import { handleCommand } from "../../app/events/handle-command.server";
import { loadLeaveHistory } from "../../app/events/queries/leave-history.server";
import { festivityDatesByCompany, listLeaveRequests } from "../../app/events/queries/leave-requests.server";
import { leaveRequestQueryOf } from "../../app/http/list-requests.server";
import { festivityDaysFor, leaveBalanceOf, leavePersonOf, listLeavesOfPerson } from "../../app/events/queries/leaves.server";
import { personById } from "../../app/events/queries/people.server";
import { getT } from "../../app/i18n/i18next.server";
import { absencePdfResponse } from "../../app/areas/leave/absence-pdf.server";
import { bulkConfirmation } from "../../app/areas/approvals/bulk-decision.server";
import { leaveBulk } from "../../app/areas/leave/leave-bulk.server";
import { decideLeave, leaveDecisions } from "../../app/areas/leave/leave-decisions.server";
import { decideEach, decisionRefusal } from "../../app/areas/approvals/request-decisions.server";
import { approveLeave } from "../../app/areas/leave/approve-leave.server";
import { leaveActorOf } from "../../app/areas/leave/leave-command.server";
import { requestLeave } from "../../app/areas/leave/request-leave.server";
import { createPdfPool, type PdfPool } from "../../app/pdf/pool.server";
import { leaveRequestRowView } from "../../app/ui/leave/request-view";
import { leaveRowView } from "../../app/ui/leave/view";
import { Temporal } from "temporal-polyfill";
import { dbReady, newId, useDb } from "./helpers";

const get = useDb(8);
let sql: ReturnType<typeof get>["sql"];
let hr: CurrentUser;
let staff: CurrentUser[];
const pools: PdfPool[] = [];

async function userOf(id: number): Promise<CurrentUser> {
  const p = await personById(sql, id);
  if (!p) throw new Error("no such person");
  const principal: Principal = { personId: p.id, role: p.role, capabilities: p.capabilities, companyCode: p.companyCode, active: p.active };
  return { ...p, principal, access: accessOf(principal), sessionIdHash: "" };
}
const byUsername = async (u: string) => userOf(Number((await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = ${u}`)[0].id));
const meta = (actor: CurrentUser, now = "2026-03-01T08:00:00.000Z") => ({ actorId: actor.id, now, commandId: newId() });
const allDay = (startDate: string, endDate: string): LeaveInput => ({ leaveType: 1, period: { shape: "allDay", startDate, endDate }, description: null });
const codeOf = (err: unknown) => (isDomainError(err) ? err.code : String(err));

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  hr = await byUsername("hr");
  // TM Wood staff: no demo leave, and no other test file requests for them
  const rows = await sql<{ id: number }[]>`
    SELECT id FROM person_list WHERE company_code = 'tmwood' AND role IN ('WORKER', 'EMPLOYEE') AND winter_start IS NOT NULL
      AND NOT ('NO_LEAVE' = ANY(capabilities)) ORDER BY id DESC LIMIT 3`;
  staff = await Promise.all(rows.map((r) => userOf(Number(r.id))));
});

afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

describe("two overlapping requests of the same person sent at once", () => {
  it("never both get in: one is stored, the others are refused naming it, every time", async () => {
    const person = staff[0];
    // Mondays to Wednesdays of weeks without festivities
    const weeks = ["2026-02-02", "2026-02-09", "2026-02-16", "2026-02-23", "2026-03-02", "2026-03-09", "2026-03-23", "2026-03-30"];
    for (const monday of weeks) {
      const tuesday = Temporal.PlainDate.from(monday).add({ days: 1 }).toString();
      const wednesday = Temporal.PlainDate.from(monday).add({ days: 2 }).toString();
      const outcomes = await Promise.allSettled([
        requestLeave(sql, person, { personId: person.id, leave: allDay(monday, tuesday) }, meta(person)),
        requestLeave(sql, person, { personId: person.id, leave: allDay(tuesday, wednesday) }, meta(person)),
        requestLeave(sql, person, { personId: person.id, leave: allDay(monday, wednesday) }, meta(person)),
      ]);
      const stored = outcomes.filter((o) => o.status === "fulfilled");
      const refused = outcomes.flatMap((o) => (o.status === "rejected" ? [o.reason] : []));
      expect(stored, monday).toHaveLength(1);
      expect(refused.map(codeOf), monday).toEqual(["leave.overlaps_own", "leave.overlaps_own"]);
      const [{ n }] = await sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM leave_list WHERE person_id = ${person.id} AND start_date <= ${wednesday}::date AND end_date >= ${monday}::date`;
      expect(n, monday).toBe(1);
    }
  });

  it("the refusal reaches the form in words: the other request's dates", async () => {
    const person = staff[0];
    const err = await requestLeave(sql, person, { personId: person.id, leave: allDay("2026-02-03", "2026-02-03") }, meta(person)).catch((e: unknown) => e);
    expect(codeOf(err)).toBe("leave.overlaps_own");
    const t = await getT("it");
    const message = isDomainError(err) ? t(err.code, err.params) : "";
    expect(message).toMatch(/^Si sovrappone alla tua richiesta del 0[23]\.02\.2026–0[34]\.02\.2026$/);
  });
});

describe("HR recording a leave for a person", () => {
  it("over the person's pending request is refused with its number and dates; after rejecting it, it is recorded", async () => {
    const person = staff[1];
    const own = await requestLeave(sql, person, { personId: person.id, leave: allDay("2026-12-29", "2026-12-30") }, meta(person));
    const err = await requestLeave(sql, hr, { personId: person.id, leave: allDay("2026-12-28", "2026-12-29") }, meta(hr)).catch((e: unknown) => e);
    expect(codeOf(err)).toBe("leave.overlaps_pending");
    const t = await getT("it");
    expect(isDomainError(err) && t(err.code, err.params)).toBe(`Si sovrappone alla richiesta n. ${own.id} del 29.12.2026–30.12.2026, in attesa: ritirala o respingila prima`);
    await decideLeave(sql, hr, "reject", { leaveId: own.id, personId: person.id, expectedVersion: 1 }, meta(hr));
    const recorded = await requestLeave(sql, hr, { personId: person.id, leave: allDay("2026-12-28", "2026-12-29") }, meta(hr));
    expect(recorded.eventTypes).toEqual(["LeaveRequested"]);
  });
});

describe("approving a request that overlaps an approved one (recorded before the rule)", () => {
  /** A request as one recorded before the overlap rule: straight through the decider, nothing around it. */
  async function legacyRequest(person: CurrentUser, leave: LeaveInput): Promise<number> {
    const p = await leavePersonOf(sql, person.id);
    if (!p) throw new Error("no person");
    const r = await handleCommand(sql, leaveDecider, {
      command: (leaveId) => ({
        type: "RequestLeave" as const,
        leaveId,
        personId: person.id,
        personRole: p.role,
        personCapabilities: p.capabilities,
        recordedBy: leaveActorOf(person),
        leave,
        workingTime: { person: p.workingHours, rules: [] },
        surroundings: { others: [], festivities: [] },
      }),
      meta: meta(person),
      target: { sequence: "leave_id_seq" },
      piiSubject: () => `person-${person.id}`,
    });
    return r.id;
  }

  it("is refused naming the approved one, one by one and in a bulk decision; the other may still be rejected", async () => {
    const person = staff[2];
    const first = await legacyRequest(person, allDay("2026-10-05", "2026-10-07"));
    const second = await legacyRequest(person, allDay("2026-10-07", "2026-10-09"));
    await approveLeave(sql, hr, { leaveId: first, personId: person.id, expectedVersion: 1 }, meta(hr));
    const t = await getT("it");
    const expected = `Si sovrappone alla richiesta n. ${first} del 05.10.2026–07.10.2026, già approvata`;

    const err = await decideLeave(sql, hr, "approve", { leaveId: second, personId: person.id, expectedVersion: 1 }, meta(hr)).catch((e: unknown) => e);
    expect(codeOf(err)).toBe("leave.overlaps_approved");
    expect(await decisionRefusal(sql, t, leaveDecisions, second, err)).toEqual({ status: 422, message: expected });

    const lines = await bulkConfirmation(sql, hr, t, leaveBulk, "approve", [second]);
    expect(lines[0]).toMatchObject({ id: second, ok: false });
    expect(lines[0].notes.join(" ")).toContain(expected);
    const results = await decideEach(sql, hr, t, leaveDecisions, "approve", newId(), [{ id: second, personId: person.id, expectedVersion: 1 }], "2026-03-02T08:00:00.000Z");
    expect(results).toEqual([{ id: second, applied: false, replayed: false, message: expected }]);

    const rejected = await decideLeave(sql, hr, "reject", { leaveId: second, personId: person.id, expectedVersion: 1 }, meta(hr));
    expect(rejected.eventTypes).toEqual(["LeaveRejected"]);
  });
});

describe("a request counting no working time", () => {
  it("is refused: a weekend, festivities and a weekend, an evening", async () => {
    const person = staff[1];
    const refusal = (leave: LeaveInput) => requestLeave(sql, person, { personId: person.id, leave }, meta(person)).then(() => "stored", codeOf);
    expect(await refusal(allDay("2026-03-14", "2026-03-15"))).toBe("leave.no_working_day");
    // Christmas and St Stephen are the demo festivities of every company
    expect(await refusal(allDay("2026-12-25", "2026-12-27"))).toBe("leave.no_working_day");
    expect(await refusal({ leaveType: 3, period: { shape: "range", startAt: "2026-03-16T19:00", endAt: "2026-03-16T21:00" }, description: null })).toBe("leave.no_working_time");
    const [{ n }] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM leave_list WHERE person_id = ${person.id} AND start_date IN ('2026-03-14', '2026-12-25', '2026-03-16')`;
    expect(n).toBe(0);
  });
});

describe("one request, one duration (28.12.2026–05.01.2027)", () => {
  it("the lists of both years, HR's list, the balance lines, the history and the PDF all show 48:00 h", async () => {
    const employee = await byUsername("employee");
    const t = await getT("it");
    // the demo request "Natale e Capodanno in famiglia": 7 weekdays, 1 January a festivity
    const rowsOf = async (year: number) => (await listLeavesOfPerson(sql, { personId: employee.id, year, sort: "startDate", dir: "asc" }, { limit: 50, offset: 0 })).rows;
    const [row] = (await rowsOf(2026)).filter((r) => r.details.startDate === "2026-12-28");
    expect(row.details.endDate).toBe("2027-01-05");
    for (const year of [2026, 2027]) {
      const rows = await rowsOf(year);
      const festivities = await festivityDaysFor(sql, employee.companyCode, rows.map((r) => r.details));
      const view = leaveRowView(t, rows.find((r) => r.id === row.id) as (typeof rows)[number], festivities);
      expect(view.duration, String(year)).toBe("48:00 h");
    }

    const q = leaveRequestQueryOf(`http://x/app/hr/leave-requests?person=${employee.id}`, hr);
    const hrRows = (await listLeaveRequests(sql, q, { limit: 50, offset: 0 })).rows.filter((r) => r.id === row.id);
    const byCompany = await festivityDatesByCompany(sql, [employee.companyCode], [2026, 2027]);
    const hrView = leaveRequestRowView(t, hrRows[0], {
      festivities: byCompany.get(employee.companyCode) ?? new Set(),
      names: {},
      userId: hr.id,
      mayManage: true,
    });
    expect(hrView.duration).toBe("48:00 h");

    const lineOf = async (year: number) => (await leaveBalanceOf(sql, employee.id, Temporal.PlainDate.from({ year, month: 6, day: 1 })))?.lines.find((l) => l.leaveId === row.id);
    const [l2026, l2027] = [await lineOf(2026), await lineOf(2027)];
    expect([l2026?.minutes, l2027?.minutes]).toEqual([32 * 60, 16 * 60]);
    expect([l2026?.requestMinutes, l2027?.requestMinutes]).toEqual([48 * 60, 48 * 60]);

    const history = await loadLeaveHistory(sql, row.id);
    expect(history?.state.find((f) => f.key === "duration")?.value).toEqual({ key: "leave.balance.hours", params: { value: "48:00" } });

    const pool = createPdfPool({ log: () => {} });
    pools.push(pool);
    const pdf = await absencePdfResponse(new Request(`http://x/app/hr/leave-requests/${row.id}/pdf`), sql, row.id, { back: "/back", pool });
    const doc = await openPdf(await (pdf as Response).arrayBuffer());
    try {
      const content = await (await doc.getPage(1)).getTextContent();
      const text = content.items.map((i) => ("str" in i ? i.str : "")).join(" ").replace(/\s+/g, " ");
      expect(text).toContain("6 giorni (48 ore)");
    } finally {
      await doc.destroy();
    }
  });
});
