// The pages the fit tests walk: every GET page of the built route manifest with real records of the
// seeded database as its parameters, and which demo role may see which (tests/e2e/fit.spec.ts, fit-axe.spec.ts).
import postgres from "postgres";
import { accessOf } from "../../app/domain/access/permissions";
import { allows, type Rule } from "../../app/domain/access/policy";
import { DEMO_ACCOUNTS } from "../../app/seed/demo-data";
import { loadRoutes, routeTargets, type RouteTarget } from "./manifest";

export const isPublic = (r: Rule | undefined) => Boolean(r && "public" in r);

type Examples = Record<string, string>;

/** The route parameters as real records of the seeded database, the role's own where it has one (profile pages). */
export async function examplesFor(username: string): Promise<Examples> {
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  try {
    const [worker] = await sql`SELECT id FROM person_list WHERE username = 'worker'`;
    const [me] = await sql`SELECT id FROM person_list WHERE username = ${username}`;
    const own = async (table: string, column = "person_id") => {
      const mine = await sql.unsafe(`SELECT min(id)::text AS id FROM ${table} WHERE ${column} = $1`, [me.id]);
      if (mine[0]?.id) return mine[0].id as string;
      const any = await sql.unsafe(`SELECT min(id)::text AS id FROM ${table} WHERE ${column} = $1`, [worker.id]);
      return (any[0]?.id as string | null) ?? "999999";
    };
    const [site] = await sql`SELECT min(id)::text AS id FROM site_list WHERE company_code = 'cantiere'`;
    const [rule] = await sql`SELECT min(id)::text AS id FROM working_hours_rule_list`;
    const [festivity] = await sql`SELECT min(id)::text AS id FROM festivity_list WHERE NOT removed`;
    const [journal] = await sql`SELECT min(id)::text AS id FROM journal_entry_list WHERE site_id = ${site.id} AND NOT removed`;
    const leaveId = await own("leave_list");
    return {
      personId: String(worker.id),
      userId: String(worker.id),
      id: String(worker.id),
      siteId: site.id ?? "999999",
      leaveId,
      expenseId: await own("expense_list"),
      stampId: await own("stamp_list"),
      eventId: await own("calendar_event_list", "owner_id"),
      ruleId: rule.id ?? "999999",
      festivityId: festivity.id ?? "999999",
      itemId: `festivity-${festivity.id ?? "999999"}`,
      journalId: journal.id ?? "999999",
      streamType: "person",
      recordId: String(worker.id),
      file: "unknown-calendar-link.ics",
      toolId: (await sql`SELECT min(id)::text AS id FROM tool_list WHERE NOT retired AND person_id IS NULL`)[0]?.id ?? "999999",
      categoryId: (await sql`SELECT max(id)::text AS id FROM tool_category_list WHERE NOT deleted`)[0]?.id ?? "999999",
      checklistId: (await sql`SELECT coalesce((SELECT min(c.id) FROM checklist_list c WHERE c.status = 'PENDING' AND NOT c.removed AND c.site_id = ${site.id}), (SELECT min(id) FROM checklist_list WHERE status = 'PENDING' AND NOT removed))::text AS id`)[0]?.id ?? "999999",
    };
  } finally {
    await sql.end();
  }
}

/** The routes that render a page (a component, not a download) and answer GET. */
export async function pageTargets(examples: Examples): Promise<RouteTarget[]> {
  const routes = await loadRoutes();
  const targets = await routeTargets(examples);
  return targets.filter((t) => t.hasLoader && Boolean((routes[t.id].module as { default?: unknown }).default));
}

/** The signed-in pages a demo account may see. */
export async function pagesOf(account: (typeof DEMO_ACCOUNTS)[number]): Promise<RouteTarget[]> {
  const access = accessOf({ personId: -1, role: account.role, capabilities: account.capabilities, companyCode: account.companyCode, active: true });
  return (await pageTargets(await examplesFor(account.username))).filter((t) => !isPublic(t.policy.get) && t.policy.get && allows(t.policy.get, access));
}
