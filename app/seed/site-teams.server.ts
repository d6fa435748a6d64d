// Seeds the demo sites' teams and a few planned phases (ADR-0052), after the people, the sites and
// the people's records (the WORKER's assigned sites). Every site gets 2–6 people of its company — a
// FOREMAN first, then a mix of technicians and workers; the `worker` account is on the team of each
// site assigned to them, and the `foreman` account as FOREMAN beside them (ADR-0123); the `employee`
// account on the first site of its company. A few open sites
// of the first company get a current and an upcoming phase. Command ids are derived from the site's
// quickcom id and the person's username (or the phase's number), so seeding again appends nothing.
import { zurichToday } from "~/clock.server";
import { demoSites } from "./demo-data";
import type { Sql } from "~/db.server";
import { siteDecider } from "~/domain/site/decider";
import type { ProjectFunction } from "~/domain/site/events";
import { scheduleDecider } from "~/domain/site/schedule";
import { handleCommand, type CommandOutcome } from "~/events/handle-command.server";

type Meta = (key: string) => { actorId: number | null; now: string; commandId: string };
type Count = (o: CommandOutcome) => void;

/** The functions after the foreman, in turn. */
const FUNCTIONS: ProjectFunction[] = ["TECHNICIAN", "WORKER", "WORKER", "TECHNICIAN", "WORKER"];
/** Who is never put on a demo team: the staff of the office and the outside accounts. */
const NOT_ON_TEAMS = ["ADMIN", "HR", "AUDITOR", "CLIENT"];

export interface SiteTeamsReport {
  members: number;
  schedules: number;
}

/** Puts the demo people on the demo sites' teams and plans a few phases. */
export async function seedSiteTeams(sql: Sql, meta: Meta, count: Count, log: (m: string) => void = () => {}): Promise<SiteTeamsReport> {
  const report: SiteTeamsReport = { members: 0, schedules: 0 };
  // the demo sites only: a site registered otherwise (by hand, or by a test sharing the database) keeps its own team
  const demo = demoSites().map((d) => d.quickcomId);
  const sites = await sql<{ id: number; quickcom_id: string; company_code: string; status: string }[]>`
    SELECT id, quickcom_id, company_code, status FROM site_list WHERE quickcom_id = ANY(${demo}) ORDER BY id`;
  const people = await sql<{ id: number; username: string; company_code: string; role: string | null; site_ids: (number | string)[] | null }[]>`
    SELECT p.id, p.username, p.company_code, p.role, pp.site_ids
    FROM person_list p LEFT JOIN person_profile pp ON pp.id = p.id
    WHERE p.active AND NOT p.erased AND p.username IS NOT NULL
    ORDER BY p.id`;
  const admin = people.find((p) => p.username === "admin");
  const actorId = admin ? Number(admin.id) : null;
  const worker = people.find((p) => p.username === "worker");
  const workerSites = new Set((worker?.site_ids ?? []).map(Number));
  const employee = people.find((p) => p.username === "employee");
  // the demo foreman (ADR-0123): FOREMAN on the team of each site `worker` is assigned to, on no other
  const foreman = people.find((p) => p.username === "foreman");

  // a site whose team was seeded before keeps it: the pool below depends on who exists now, and people
  // added since (by hand, or by tests sharing the database) would otherwise pick a different team
  const seeded = new Set(
    (await sql<{ site_id: number | string }[]>`SELECT DISTINCT site_id FROM site_team WHERE site_id = ANY(${sites.map((s) => s.id)}::bigint[])`).map((r) => Number(r.site_id)),
  );
  const firstOfCompany = new Map<string, number>();
  for (const [i, site] of sites.entries()) {
    const siteId = Number(site.id);
    if (!firstOfCompany.has(site.company_code)) firstOfCompany.set(site.company_code, siteId);
    const forced: { person: (typeof people)[number]; fn: ProjectFunction }[] = [];
    if (worker && workerSites.has(siteId)) forced.push({ person: worker, fn: "WORKER" });
    if (employee && employee.company_code === site.company_code && firstOfCompany.get(site.company_code) === siteId) forced.push({ person: employee, fn: "TECHNICIAN" });
    const pool = people.filter(
      (p) => p.company_code === site.company_code && !NOT_ON_TEAMS.includes(p.role ?? "") && p.username !== "foreman" && !forced.some((f) => f.person.id === p.id),
    );
    // always room for a foreman from the pool, whoever else must be on the team
    const size = Math.min(Math.max(2 + (i % 5), forced.length + 1), 6, pool.length + forced.length);
    const picked: { person: (typeof people)[number]; fn: ProjectFunction }[] = [];
    for (let k = 0; !seeded.has(siteId) && picked.length + forced.length < size && k < pool.length; k++) {
      picked.push({ person: pool[(i + k) % pool.length], fn: picked.length === 0 ? "FOREMAN" : FUNCTIONS[(picked.length - 1) % FUNCTIONS.length] });
    }
    // the demo foreman beside the site's own team, so the team the pool picks stays as it was
    const lead: typeof forced = foreman && workerSites.has(siteId) ? [{ person: foreman, fn: "FOREMAN" }] : [];
    for (const m of [...picked, ...forced, ...lead]) {
      count(
        await handleCommand(sql, siteDecider, {
          command: { type: "AddTeamMember", personId: Number(m.person.id), projectFunction: m.fn },
          meta: { ...meta(`team:${site.quickcom_id}:${m.person.username}`), actorId },
          target: { id: siteId },
        }),
      );
      report.members++;
    }
  }

  // a current and an upcoming phase on the first three open sites of the first company
  const today = zurichToday();
  const first = sites.find(() => true)?.company_code;
  const planned = sites.filter((s) => s.company_code === first && s.status === "OPEN").slice(0, 3);
  for (const site of planned) {
    const phases = [
      { title: "Scavo e fondazioni", startDate: today.subtract({ days: 10 }).toString(), endDate: today.add({ days: 15 }).toString(), notes: "Consegna calcestruzzo al mattino." },
      { title: "Struttura portante", startDate: today.add({ days: 16 }).toString(), endDate: today.add({ days: 60 }).toString(), notes: "" },
    ];
    const [foreman] = await sql<{ person_id: number }[]>`
      SELECT person_id FROM site_team WHERE site_id = ${site.id} AND project_function = 'FOREMAN' AND NOT removed ORDER BY added_at LIMIT 1`;
    for (const [n, p] of phases.entries()) {
      count(
        await handleCommand(sql, scheduleDecider, {
          command: (scheduleId) => ({
            type: "PlanSchedule" as const,
            scheduleId,
            details: { ...p, siteId: Number(site.id), responsibleId: foreman ? Number(foreman.person_id) : null },
          }),
          meta: { ...meta(`schedule:${site.quickcom_id}:${n}`), actorId },
          target: { sequence: "site_schedule_id_seq" },
        }),
      );
      report.schedules++;
    }
  }
  log(`site team members: ${report.members}, schedules: ${report.schedules}`);
  return report;
}
