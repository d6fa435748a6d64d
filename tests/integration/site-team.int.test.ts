// A site's team and phases against PostgreSQL (issue 12, ADR-0052): add, a duplicate refused,
// remove and its repeat, a person the user may not see refused, the queries leaving out erased
// people and removed members, a phase scoped to its site, and both projections rebuilt to the same
// rows (and verified clean).
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { isDomainError } from "../../app/domain/shared/errors";
import { siteDecider } from "../../app/domain/site/decider";
import { handleCommand } from "../../app/events/handle-command.server";
import { allProjections } from "../../app/events/projections/index.server";
import { scheduleById, siteScheduleCount, siteSchedulesOf } from "../../app/events/queries/site-schedules.server";
import { isOnSiteTeam, siteTeamCandidates, siteTeamCount, siteTeamOf } from "../../app/events/queries/site-team.server";
import { rebuildProjection, verifyProjections } from "../../app/events/rebuild.server";
import { scopedRecord } from "../../app/http/scope.server";
import { addTeamMember } from "../../app/areas/sites/add-team-member.server";
import { erasePerson } from "../../app/areas/people/erase-person.server";
import { planSchedule } from "../../app/areas/sites/plan-schedule.server";
import { removeSchedule } from "../../app/areas/sites/remove-schedule.server";
import { removeTeamMember } from "../../app/areas/sites/remove-team-member.server";
import { demoSites } from "../../app/seed/demo-data";
import { seedDemoData } from "../../app/seed/seed.server";
import { dbReady, useDb, useOwnDb } from "./helpers";
import { metaOf, newPerson } from "./people";

const get = useOwnDb(4);
let sql: ReturnType<typeof get>["sql"];
const NAMES = ["site_team", "site_schedule"] as const;
const projection = (name: string) => allProjections.find((p) => p.name === name)!;
const codeOf = (e: unknown) => (isDomainError(e) ? e.code : e instanceof Response ? e.status : e);

let admin: CurrentUser;
let employee: CurrentUser;
let siteId: number;
let otherSiteId: number;

async function registerSite(quickcomId: string, companyCode: "cantiere" | "metalsky"): Promise<number> {
  const details = { ...demoSites()[0], quickcomId, title: `Cantiere ${quickcomId}`, companyCode };
  const o = await handleCommand(sql, siteDecider, {
    command: (id) => ({ type: "RegisterSite" as const, siteId: id, details }),
    meta: metaOf(null),
    target: { sequence: "site_id_seq" },
  });
  return Number(o.streamId.split("-")[1]);
}

describe("a site's team and phases", () => {
  beforeAll(async () => {
    sql = get().sql;
    admin = await newPerson(sql, { role: "ADMIN", prefix: "admin" });
    // an employee sees the people of their own company only (no allEmployee)
    employee = await newPerson(sql, { role: "EMPLOYEE", prefix: "emp" });
    siteId = await registerSite("QT-1", "cantiere");
    otherSiteId = await registerSite("QT-2", "cantiere");
  });

  it("adds a person with their function (priority 1), and refuses them a second time", async () => {
    const foreman = await newPerson(sql, { role: "WORKER", prefix: "fore", phones: [{ number: "+41 79 000 00 01", type: "mobile" }, { number: "+41 91 000 00 02", type: "workoffice" }] });
    const outcome = await addTeamMember(sql, admin, siteId, { personId: foreman.id, projectFunction: "FOREMAN" }, metaOf(admin.id));
    expect(outcome.eventTypes).toEqual(["SiteTeamMemberAdded"]);
    const team = await siteTeamOf(sql, siteId);
    expect(team).toEqual([expect.objectContaining({ personId: foreman.id, projectFunction: "FOREMAN", priority: 1, companyCode: "cantiere", phone: "+41 91 000 00 02" })]);
    expect(await siteTeamCount(sql, siteId)).toBe(1);

    const again = await addTeamMember(sql, admin, siteId, { personId: foreman.id, projectFunction: "WORKER" }, metaOf(admin.id)).catch((e: unknown) => e);
    expect(codeOf(again)).toBe("sites.team.already_member");
    expect(isDomainError(again) && again.field).toBe("personId");
  });

  it("removes a member; a repeat records nothing", async () => {
    const worker = await newPerson(sql, { role: "WORKER", prefix: "rem" });
    await addTeamMember(sql, admin, siteId, { personId: worker.id, projectFunction: "WORKER" }, metaOf(admin.id));
    expect(await isOnSiteTeam(sql, siteId, worker.id)).toBe(true);
    expect((await removeTeamMember(sql, admin, siteId, worker.id, metaOf(admin.id))).eventTypes).toEqual(["SiteTeamMemberRemoved"]);
    expect((await removeTeamMember(sql, admin, siteId, worker.id, metaOf(admin.id))).eventTypes).toEqual([]);
    expect(await isOnSiteTeam(sql, siteId, worker.id)).toBe(false);
    expect((await siteTeamOf(sql, siteId)).map((m) => m.personId)).not.toContain(worker.id);
    // taken back: the tombstone revives
    await addTeamMember(sql, admin, siteId, { personId: worker.id, projectFunction: "TECHNICIAN" }, metaOf(admin.id));
    expect((await siteTeamOf(sql, siteId)).find((m) => m.personId === worker.id)?.projectFunction).toBe("TECHNICIAN");
  });

  it("refuses a person of a company the user may not see, an inactive or unknown one", async () => {
    const other = await newPerson(sql, { role: "WORKER", companyCode: "metalsky", prefix: "ms" });
    const refused = await addTeamMember(sql, employee, siteId, { personId: other.id, projectFunction: "WORKER" }, metaOf(employee.id)).catch((e: unknown) => e);
    expect(codeOf(refused)).toBe("sites.team.person_unknown");
    expect(codeOf(await addTeamMember(sql, admin, siteId, { personId: 987_654_321, projectFunction: "WORKER" }, metaOf(admin.id)).catch((e: unknown) => e))).toBe("sites.team.person_unknown");
    expect(await isOnSiteTeam(sql, siteId, other.id)).toBe(false);
  });

  it("leaves erased people out of the team, its count and the chooser; the chooser offers only people not on the team, of the companies given", async () => {
    const gone = await newPerson(sql, { role: "WORKER", prefix: "gone" });
    const stays = await newPerson(sql, { role: "WORKER", prefix: "stays" });
    await addTeamMember(sql, admin, otherSiteId, { personId: gone.id, projectFunction: "WORKER" }, metaOf(admin.id));
    expect(await siteTeamCount(sql, otherSiteId)).toBe(1);
    const offered = async (companies: ("cantiere" | "metalsky")[], search?: string) =>
      (await siteTeamCandidates(sql, { siteId: otherSiteId, companies, search, limit: 1000 })).map((p) => p.id);
    expect(await offered(["cantiere"])).toContain(stays.id);
    expect(await offered(["cantiere"])).not.toContain(gone.id); // already on the team
    expect(await offered(["metalsky"])).not.toContain(stays.id);
    expect(await offered(["cantiere"], stays.username ?? "")).toEqual([stays.id]);

    await erasePerson(sql, null, { personId: gone.id, expectedVersion: null }, metaOf(null));
    expect(await siteTeamOf(sql, otherSiteId)).toEqual([]);
    expect(await siteTeamCount(sql, otherSiteId)).toBe(0);
    expect(await offered(["cantiere"])).not.toContain(gone.id);
    // an erased member can still be taken off the team
    expect((await removeTeamMember(sql, admin, otherSiteId, gone.id, metaOf(admin.id))).eventTypes).toEqual(["SiteTeamMemberRemoved"]);
  });

  it("plans phases by first day, counts them, and removes one only through its own site", async () => {
    const [member] = await siteTeamOf(sql, siteId);
    await planSchedule(sql, admin, siteId, { title: "Struttura", startDate: "2026-12-01", endDate: "2027-01-31", responsibleId: null, notes: "" }, metaOf(admin.id));
    await planSchedule(sql, admin, siteId, { title: "Scavo", startDate: "2026-11-01", endDate: "2026-11-30", responsibleId: member.personId, notes: "Mattino" }, metaOf(admin.id));
    const phases = await siteSchedulesOf(sql, siteId);
    expect(phases.map((p) => [p.title, p.startDate, p.endDate])).toEqual([
      ["Scavo", "2026-11-01", "2026-11-30"],
      ["Struttura", "2026-12-01", "2027-01-31"],
    ]);
    expect(phases[0]).toMatchObject({ responsibleId: member.personId, responsibleLastName: member.lastName, notes: "Mattino" });
    expect(await siteScheduleCount(sql, siteId)).toBe(2);

    const bad = await planSchedule(sql, admin, siteId, { title: "Rovescio", startDate: "2026-12-10", endDate: "2026-12-01", responsibleId: null, notes: "" }, metaOf(admin.id)).catch((e: unknown) => e);
    expect(codeOf(bad)).toBe("errors.start_after_end");
    const other = await newPerson(sql, { role: "WORKER", companyCode: "metalsky", prefix: "resp" });
    const hidden = await planSchedule(sql, employee, siteId, { title: "X", startDate: "2026-12-10", endDate: "2026-12-11", responsibleId: other.id, notes: "" }, metaOf(employee.id)).catch((e: unknown) => e);
    expect(codeOf(hidden)).toBe("sites.team.person_unknown");
    expect(isDomainError(hidden) && hidden.field).toBe("responsibleId");

    const first = phases[0];
    // a phase named on another site's page is not found there
    expect(codeOf(await scopedRecord(sql, admin, "schedule", first.id, { siteId: otherSiteId }).catch((e: unknown) => e))).toBe(404);
    expect(await scopedRecord(sql, admin, "schedule", first.id, { siteId })).toMatchObject({ id: first.id });
    expect((await removeSchedule(sql, first.id, metaOf(admin.id))).eventTypes).toEqual(["ScheduleRemoved"]);
    expect((await removeSchedule(sql, first.id, metaOf(admin.id))).eventTypes).toEqual([]);
    expect(await scheduleById(sql, first.id)).toBeNull();
    expect(await siteScheduleCount(sql, siteId)).toBe(1);
    expect(codeOf(await scopedRecord(sql, admin, "schedule", first.id, { siteId }).catch((e: unknown) => e))).toBe(404);
  });

  it("rebuilds both projections to the same rows, and verifies them clean", async () => {
    const rowsOf = async () => {
      const team = await sql`SELECT id, site_id, person_id, project_function, priority, removed, added_at, added_by FROM site_team ORDER BY id`;
      const schedules = await sql`SELECT id, site_id, title, start_date::text, end_date::text, responsible_id, notes, removed, planned_at, planned_by FROM site_schedule ORDER BY id`;
      return JSON.stringify({ team, schedules });
    };
    const before = await rowsOf();
    expect(before).toContain("FOREMAN");
    for (const name of NAMES) await rebuildProjection(sql, projection(name));
    expect(await rowsOf()).toEqual(before);
    const verified = await verifyProjections(sql, [...NAMES]);
    expect(verified.map((v) => [v.name, v.differences])).toEqual(NAMES.map((n) => [n, 0]));
  });
});


describe("the demo teams", () => {
  const shared = useDb(4);
  beforeAll(async () => {
    await seedDemoData((await dbReady(shared)).sql); // idempotent: other files seed the same database
  }, 240_000);

  it("give every site 2–6 people of its company with a FOREMAN (the demo foreman beside them on the worker's sites), the worker on their sites and the employee on one; a second seed appends nothing", async () => {
    const db = shared().sql;
    // the demo account `foreman` is added beside a site's own team (ADR-0123): counted apart
    const rows = await db<{ site_id: number; n: number; foremen: number; other_company: number }[]>`
      SELECT s.id AS site_id, count(t.id) FILTER (WHERE p.username IS DISTINCT FROM 'foreman')::int AS n, count(t.id) FILTER (WHERE t.project_function = 'FOREMAN')::int AS foremen,
             count(t.id) FILTER (WHERE p.company_code <> s.company_code)::int AS other_company
      FROM site_list s LEFT JOIN site_team t ON t.site_id = s.id AND NOT t.removed LEFT JOIN person_list p ON p.id = t.person_id
      WHERE s.quickcom_id = ANY(${demoSites().map((d) => d.quickcomId)})
      GROUP BY s.id`;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.n, `site ${r.site_id}`).toBeGreaterThanOrEqual(2);
      expect(r.n, `site ${r.site_id}`).toBeLessThanOrEqual(6);
      expect(r.foremen, `site ${r.site_id}`).toBeGreaterThanOrEqual(1);
      expect(r.other_company).toBe(0);
    }
    const [worker] = await db<{ missing: number; teams: number }[]>`
      SELECT (SELECT count(*)::int FROM unnest(pp.site_ids) AS s(id) WHERE NOT EXISTS (SELECT 1 FROM site_team t WHERE t.site_id = s.id AND t.person_id = p.id AND NOT t.removed)) AS missing,
             cardinality(pp.site_ids) AS teams
      FROM person_list p JOIN person_profile pp ON pp.id = p.id WHERE p.username = 'worker'`;
    expect(worker.teams).toBeGreaterThan(0);
    expect(worker.missing).toBe(0);
    // the demo foreman leads exactly the worker's sites
    const [lead] = await db<{ sites: number[]; worker: number[] }[]>`
      SELECT array(SELECT t.site_id::int FROM site_team t JOIN person_list f ON f.id = t.person_id WHERE f.username = 'foreman' AND t.project_function = 'FOREMAN' AND NOT t.removed ORDER BY 1) AS sites,
             array(SELECT unnest(pp.site_ids)::int ORDER BY 1) AS worker
      FROM person_list p JOIN person_profile pp ON pp.id = p.id WHERE p.username = 'worker'`;
    expect(lead.sites).toEqual(lead.worker);
    const [employeeTeams] = await db<{ n: number }[]>`
      SELECT count(*)::int AS n FROM site_team t JOIN person_list p ON p.id = t.person_id WHERE p.username = 'employee' AND NOT t.removed`;
    expect(employeeTeams.n).toBeGreaterThanOrEqual(1);
    const [{ n: phases }] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM site_schedule WHERE NOT removed`;
    expect(phases).toBeGreaterThan(0);
    expect((await seedDemoData(db)).appended).toBe(0);
  }, 240_000);
});
