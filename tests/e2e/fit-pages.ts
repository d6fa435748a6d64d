// The pages the fit test walks: every GET page of the built route manifest with real records of the
// seeded database as its parameters, which demo role may see which, and where axe runs and a
// screenshot is kept (tests/e2e/fit.spec.ts, ADR-0083).
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

/** Who walks which pages, and which (role, route) gets axe (in which project) and the screenshot. */
export interface FitPlan {
  /** the pages of a demo account, or the public pages (null) */
  pagesOf(username: string | null): RouteTarget[];
  /** whether axe checks this route as this role in this project (each route once over both projects) */
  axe(who: string, routeId: string, project: string): boolean;
  /** whether this role keeps the route's screenshot (each route once per project) */
  shot(who: string, routeId: string): boolean;
}

const ANONYMOUS = "anonymous";
/**
 * The share of the axe work the nojs project takes: its page loads are cheaper (no scripts, no
 * hydration), so it takes more of the routes and the two projects, run at once, end together.
 */
const NOJS_AXE_SHARE = [true, false, true]; // 2 of every 3 routes

let planned: Promise<FitPlan> | undefined;

/** The fit test's plan (computed once per worker: the manifest and the seeded database do not change). */
export function fitPlan(): Promise<FitPlan> {
  planned ??= makePlan();
  return planned;
}

async function makePlan(): Promise<FitPlan> {
  const pages = new Map<string, RouteTarget[]>();
  pages.set(ANONYMOUS, (await pageTargets(await examplesFor("worker"))).filter((t) => isPublic(t.policy.get)));
  for (const account of DEMO_ACCOUNTS) pages.set(account.username, await pagesOf(account));
  // each route once: as the role that may see it with the least axe work so far (so no role's test
  // runs much longer than the others), the routes taken in turn by the two projects
  const owner = new Map<string, { who: string; project: string }>();
  const load = new Map<string, number>([...pages.keys()].map((w) => [w, 0]));
  const routeIds = [...new Set([...pages.values()].flat().map((t) => t.id))].sort();
  routeIds.forEach((id, i) => {
    const candidates = [...pages.entries()].filter(([, ts]) => ts.some((t) => t.id === id)).map(([w]) => w);
    const who = candidates.reduce((a, b) => ((load.get(b) ?? 0) < (load.get(a) ?? 0) ? b : a));
    load.set(who, (load.get(who) ?? 0) + 1);
    owner.set(id, { who, project: NOJS_AXE_SHARE[i % NOJS_AXE_SHARE.length] ? "nojs" : "js" });
  });
  return {
    pagesOf: (username) => pages.get(username ?? ANONYMOUS) ?? [],
    axe: (who, routeId, project) => owner.get(routeId)?.who === who && owner.get(routeId)?.project === project,
    shot: (who, routeId) => owner.get(routeId)?.who === who,
  };
}
