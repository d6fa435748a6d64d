// Fills an empty store with the demo data through the same commands as the UI. Command ids are
// derived from the data, so running the seed again appends nothing.
import { createHash } from "node:crypto";
import type { Db, Sql } from "~/db.server";
import { hashPassword } from "~/auth/password.server";
import { nowIso } from "~/clock.server";
import { companyDecider } from "~/domain/company/decider";
import { festivityDecider } from "~/domain/festivity/decider";
import { siteDecider } from "~/domain/site/decider";
import { handleCommand } from "~/events/handle-command.server";
import { catchUpAll } from "~/events/projector.server";
import { getT } from "~/i18n/i18next.server";
import { DEMO_COMPANIES, DEMO_PASSWORD, demoFestivities, demoSites } from "./demo-data";
import { seedDemoPeople, seedDemoPersonRecords } from "./people.server";
import { seedDemoLeaves } from "./seed-leaves.server";
import { seedApprovalRules } from "./approval-rules.server";
import { seedJournal } from "./journal.server";
import { seedChecklists } from "./checklists.server";
import { seedSiteTeams } from "./site-teams.server";
import { seedSiteFavourites } from "./site-favourites.server";
import { seedSiteFiles } from "./site-files.server";
import { seedWorkingTime } from "./stamping.server";
import { seedMonthClose } from "./month-close.server";
import { seedDemoExpenses } from "./expenses.server";
import { seedTools } from "./tools.server";

export function seedCommandId(key: string): string {
  const h = createHash("sha256").update(`cantiere-seed:${key}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export async function storeIsEmpty(sql: Sql): Promise<boolean> {
  const [row] = await sql<{ any: boolean }[]>`SELECT EXISTS (SELECT 1 FROM events) AS any`;
  return !row.any;
}

/**
 * The first start on a developer's machine: an embedded store with no events gets the demo data
 * (ADR-0002). A database server (DATABASE_URL) is never seeded here; `npm run db:seed` does that.
 */
export async function seedDemoDataIfEmpty(db: Db, log: (m: string) => void): Promise<void> {
  if (!db.embedded || !(await storeIsEmpty(db.sql))) return;
  log("[db] embedded store is empty: seeding the demo data");
  await seedDemoData(db.sql, (m) => log(`[seed] ${m}`));
}

export interface SeedReport {
  companies: number;
  people: number;
  sites: number;
  festivities: number;
  /** people with an avatar */
  avatars: number;
  /** legal documents added */
  documents: number;
  /** expense commands handled (submissions and decisions) */
  expenses: number;
  appended: number;
}

export async function seedDemoData(sql: Sql, log: (m: string) => void = () => {}): Promise<SeedReport> {
  const meta = (key: string) => ({ actorId: null, now: nowIso(), commandId: seedCommandId(key) });
  const report: SeedReport = { companies: 0, people: 0, sites: 0, festivities: 0, avatars: 0, documents: 0, expenses: 0, appended: 0 };
  const count = (o: { replayed: boolean; positions: number[] }) => {
    if (!o.replayed) report.appended += o.positions.length;
  };

  for (const profile of DEMO_COMPANIES) {
    count(await handleCommand(sql, companyDecider, {
      command: (id) => ({ type: "RegisterCompany" as const, companyId: id, profile }),
      meta: meta(`company:${profile.code}`),
      target: { sequence: "company_id_seq" },
    }));
    report.companies++;
  }
  log(`companies: ${report.companies}`);

  // why one hash: every demo account has the same published password; hashing it 50 times adds seconds, not safety
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  report.people = await seedDemoPeople(sql, meta, passwordHash, count);
  log(`people: ${report.people}`);

  for (const details of demoSites()) {
    count(await handleCommand(sql, siteDecider, {
      command: (id) => ({ type: "RegisterSite" as const, siteId: id, details }),
      meta: meta(`site:${details.quickcomId}`),
      target: { sequence: "site_id_seq" },
    }));
    report.sites++;
  }
  log(`sites: ${report.sites}`);

  const it = await getT("it");
  for (const details of demoFestivities((id) => it(`holidays.days.${id}`))) {
    count(await handleCommand(sql, festivityDecider, {
      command: (id) => ({ type: "AddFestivity" as const, festivityId: id, details }),
      meta: meta(`festivity:${details.startDate}`),
      target: { sequence: "festivity_id_seq" },
    }));
    report.festivities++;
  }
  log(`festivities: ${report.festivities}`);

  // the people's avatars, legal documents and assigned sites, once their sites exist
  const records = await seedDemoPersonRecords(sql, meta, count, log);
  report.avatars = records.avatars;
  report.documents = records.documents;
  // the sites' teams and phases, once the WORKER's sites are assigned
  await seedSiteTeams(sql, meta, count, log);
  // the sites' journals, once their teams exist
  await seedJournal(sql, count, log);
  // the checklists (ADR-0072), once the sites' teams (their foremen) exist
  await seedChecklists(sql, meta, count, log);
  // the demo favourites, once the people and their company's sites exist
  await seedSiteFavourites(sql, meta, count, log);
  // every site's demo folders and files, once the sites exist (ADR-0060)
  await seedSiteFiles(sql, meta, count, log);

  report.appended += await seedDemoLeaves(sql, seedCommandId, log);
  // working time (stamps, working-hours rules, daily hours), after the people, sites and leave it follows
  await seedWorkingTime(sql, seedCommandId, count, log);
  // the worker's signed and countersigned month (ADR-0138), after their stamps: the lock would refuse stamps dated in it
  await seedMonthClose(sql, seedCommandId, count, log);
  // the tool manager's inventory, assignments and a request, once the people exist (ADR-0069)
  await seedTools(sql, seedCommandId, count, log);
  for (const o of await seedDemoExpenses(sql, meta)) {
    count(o);
    report.expenses++;
  }
  log(`expense commands: ${report.expenses}`);
  // the second-approval rule (ADR-0139), after the demo leave and expenses: their decisions keep their one-step history
  await seedApprovalRules(sql, seedCommandId, count, log);
  await catchUpAll(sql);
  return report;
}
