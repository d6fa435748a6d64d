// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// Working-hours rules: built inline into working_hours_rule_list (replay twice, rebuild), scoped to
// the viewer's companies, and applied to leave: a rule naming the person beats a rule for all users
// of their company, which beats the person's own fields; another company's rules never apply.
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { accessOf, type Principal } from "../../app/domain/access/permissions";
import { isDomainError } from "../../app/domain/shared/errors";
import { applyRowProjection, type RowProjection } from "../../app/events/projection.server";
import { workingHoursRuleList } from "../../app/events/projections/working-hours-rule-list.server";
import { leaveById } from "../../app/events/queries/leaves.server";
import { personById } from "../../app/events/queries/people.server";
import { listWorkingHoursRules, workingHoursRuleById, workingHoursRulesFor } from "../../app/events/queries/working-hours.server";
import { scopedRecord } from "../../app/http/scope.server";
import { readAfter, START } from "../../app/events/reader.server";
import { rebuildProjection } from "../../app/events/rebuild.server";
import { changeWorkingHoursRule } from "../../app/areas/working-hours/change-working-hours-rule.server";
import { createWorkingHoursRule } from "../../app/areas/working-hours/create-working-hours-rule.server";
import { removeWorkingHoursRule } from "../../app/areas/working-hours/remove-working-hours-rule.server";
import { requestLeave } from "../../app/areas/leave/request-leave.server";
import { atOnce, dbReady, newId, useDb } from "./helpers";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];
let hr: CurrentUser;
let person: CurrentUser;
const NOW = "2026-02-10T09:00:00.000Z";
const meta = () => ({ actorId: 1, now: NOW, commandId: newId() });

async function userOf(id: number): Promise<CurrentUser> {
  const p = await personById(sql, id);
  if (!p) throw new Error("no such person");
  const principal: Principal = { personId: p.id, role: p.role, capabilities: p.capabilities, companyCode: p.companyCode, active: p.active };
  return { ...p, principal, access: accessOf(principal), sessionIdHash: "" };
}

/** The working hours an all-day leave of this person on this date was recorded with. */
async function hoursOfLeaveOn(date: string) {
  const { id } = await requestLeave(sql, person, { personId: person.id, leave: { leaveType: 1, period: { shape: "allDay", startDate: date, endDate: date }, description: null } }, meta());
  const leave = await leaveById(sql, id);
  return { source: leave?.details.workingHours?.source, ruleId: leave?.details.workingHours?.ruleId, startAt: leave?.details.startAt };
}

const times = { winterStart: "08:00", winterEnd: "17:00", summerStart: "07:00", summerEnd: "16:00" };

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  const [h] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = 'hr'`;
  const [p] = await sql<{ id: number }[]>`
    SELECT id FROM person_list WHERE company_code = 'tmwood' AND role = 'EMPLOYEE' AND winter_start IS NOT NULL AND NOT ('NO_LEAVE' = ANY(capabilities)) ORDER BY id LIMIT 1`;
  hr = await userOf(Number(h.id));
  person = await userOf(Number(p.id));
  // other files may have left rules for tmwood: remove them, so this file starts from the person's own fields
  for (const r of await listWorkingHoursRules(sql, ["tmwood"])) await removeWorkingHoursRule(sql, hr, r.id, r.version, meta());
});

describe("working hours applied to a leave", () => {
  const ids: Record<string, number> = {};

  it("without a rule the person's own fields apply", async () => {
    expect(await hoursOfLeaveOn("2026-03-02")).toEqual({ source: "person", ruleId: null, startAt: "2026-03-02T07:30:00+01:00" });
  });

  it("a rule for all users of the company beats them; another company's rule never applies", async () => {
    ids.other = (await createWorkingHoursRule(sql, hr, { companyCode: "edemar", ...times, winterStart: "09:00", allUsers: true, userIds: [] }, meta())).id;
    ids.all = (await createWorkingHoursRule(sql, hr, { companyCode: "tmwood", ...times, allUsers: true, userIds: [] }, meta())).id;
    expect(await hoursOfLeaveOn("2026-03-03")).toEqual({ source: "allUsersRule", ruleId: ids.all, startAt: "2026-03-03T08:00:00+01:00" });
  });

  it("a rule naming the person beats the rule for all users, with its summer times in CEST", async () => {
    ids.named = (await createWorkingHoursRule(sql, hr, { companyCode: "tmwood", winterStart: "06:00", winterEnd: "15:00", summerStart: "06:30", summerEnd: "15:30", allUsers: false, userIds: [person.id] }, meta())).id;
    expect(await hoursOfLeaveOn("2026-03-04")).toEqual({ source: "personRule", ruleId: ids.named, startAt: "2026-03-04T06:00:00+01:00" });
    expect(await hoursOfLeaveOn("2026-03-30")).toEqual({ source: "personRule", ruleId: ids.named, startAt: "2026-03-30T06:30:00+02:00" });
  });

  it("a change applies to the next leave; a removed rule no longer applies", async () => {
    await changeWorkingHoursRule(sql, hr, ids.named, { companyCode: "tmwood", winterStart: "05:30", winterEnd: "14:30", summerStart: "06:30", summerEnd: "15:30", allUsers: false, userIds: [person.id] }, 1, meta());
    expect((await hoursOfLeaveOn("2026-03-05")).startAt).toBe("2026-03-05T05:30:00+01:00");
    await removeWorkingHoursRule(sql, hr, ids.named, 2, meta());
    expect(await hoursOfLeaveOn("2026-03-06")).toMatchObject({ source: "allUsersRule", ruleId: ids.all });
  });

  it("the rules of a company, as the leave commands read them", async () => {
    const rules = await workingHoursRulesFor(sql, "tmwood");
    expect(rules.map((r) => r.id)).toEqual([ids.all]);
  });

  it("HR sees a rule only in their companies", async () => {
    // a viewer without read allEmployee sees the rules of their own company only
    const viewer = (companyCode: Principal["companyCode"]) => ({ principal: { ...person.principal, companyCode }, access: person.access });
    expect(await scopedRecord(sql, viewer("tmwood"), "workingHoursRule", String(ids.all))).toMatchObject({ id: ids.all, version: 1 });
    await expect(scopedRecord(sql, viewer("cantiere"), "workingHoursRule", String(ids.all))).rejects.toMatchObject({ status: 404 });
    expect(await workingHoursRuleById(sql, ids.named)).toBeNull(); // removed
    await expect(scopedRecord(sql, viewer("tmwood"), "workingHoursRule", String(ids.named))).rejects.toMatchObject({ status: 404 });
    for (const bad of ["abc", "1e3", undefined]) await expect(scopedRecord(sql, viewer("tmwood"), "workingHoursRule", bad)).rejects.toMatchObject({ status: 404 });
    expect((await listWorkingHoursRules(sql, ["edemar"])).some((r) => r.id === ids.other)).toBe(true);
  });

  it("refuses a person of another company, a stale version and someone without update hr", async () => {
    const [other] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE company_code = 'edemar' ORDER BY id LIMIT 1`;
    const wrong = await createWorkingHoursRule(sql, hr, { companyCode: "tmwood", ...times, allUsers: false, userIds: [Number(other.id)] }, meta()).catch((e: unknown) => e);
    expect(isDomainError(wrong) && wrong.code).toBe("working_hours.user_of_other_company");
    const stale = await changeWorkingHoursRule(sql, hr, ids.all, { companyCode: "tmwood", ...times, winterEnd: "16:00", allUsers: true, userIds: [] }, 0, meta()).catch((e: unknown) => e);
    expect(isDomainError(stale) && stale.kind).toBe("conflict");
    const forbidden = await createWorkingHoursRule(sql, person, { companyCode: "tmwood", ...times, allUsers: true, userIds: [] }, meta()).catch((e: unknown) => e);
    expect(isDomainError(forbidden) && forbidden.kind).toBe("forbidden");
  });
});

describe("one live rule per scope (ADR-0043)", () => {
  it("a second rule for all users of the company is refused and not stored; a removed one no longer counts", async () => {
    const before = await listWorkingHoursRules(sql, ["tmwood"]);
    const again = await createWorkingHoursRule(sql, hr, { companyCode: "tmwood", ...times, winterStart: "07:45", allUsers: true, userIds: [] }, meta()).catch((e: unknown) => e);
    expect(isDomainError(again) && [again.code, again.kind]).toEqual(["working_hours.duplicate", "rule"]);
    expect(await listWorkingHoursRules(sql, ["tmwood"])).toEqual(before);
    // the rule named the person before it was removed: the same people may have a rule again
    const named = await createWorkingHoursRule(sql, hr, { companyCode: "tmwood", ...times, allUsers: false, userIds: [person.id] }, meta());
    await removeWorkingHoursRule(sql, hr, named.id, 1, meta());
  });

  it("two requests creating the same rule at once (two tabs): one is stored, the other refused", async () => {
    const input = { companyCode: "tmwood" as const, ...times, allUsers: false, userIds: [person.id] };
    const results = await atOnce(sql, "working_hours_rule_list", () => [createWorkingHoursRule(sql, hr, input, meta()), createWorkingHoursRule(sql, hr, input, meta())]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(isDomainError(refused?.reason) && refused.reason.code).toBe("working_hours.duplicate");
    const live = (await listWorkingHoursRules(sql, ["tmwood"])).filter((r) => !r.definition.allUsers);
    expect(live).toHaveLength(1);
    await removeWorkingHoursRule(sql, hr, live[0].id, live[0].version, meta());
  });
});

describe("working_hours_rule_list", () => {
  it("changes nothing when every rule event is applied a second time", async () => {
    const before = await sql`SELECT * FROM working_hours_rule_list ORDER BY id`;
    expect(before.length).toBeGreaterThan(0);
    const [{ active_table: table }] = await sql`SELECT active_table FROM projection_registry WHERE name = 'working_hours_rule_list'`;
    let cp = START;
    for (;;) {
      const { events, next } = await readAfter(sql, cp, { types: workingHoursRuleList.handles, limit: 5000, gated: false });
      if (!events.length) break;
      await applyRowProjection(sql, workingHoursRuleList as unknown as RowProjection, table as string, events);
      cp = next;
    }
    expect(await sql`SELECT * FROM working_hours_rule_list ORDER BY id`).toEqual(before);
  });

  it("gives the same rows after a rebuild", async () => {
    const before = await sql`SELECT * FROM working_hours_rule_list ORDER BY id`;
    await rebuildProjection(sql, workingHoursRuleList as unknown as RowProjection);
    expect(await sql`SELECT * FROM working_hours_rule_list ORDER BY id`).toEqual(before);
  });
});
