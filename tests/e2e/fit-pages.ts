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
      templateId: (await sql`SELECT min(id)::text AS id FROM checklist_template_list WHERE NOT removed`)[0]?.id ?? "999999",
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

/** Who walks which pages in which project, and which (role, route) gets axe and the screenshot there. */
export interface FitPlan {
  /** the pages a demo account (or, with null, an anonymous visitor) walks in this project */
  pagesOf(username: string | null, project: string): RouteTarget[];
  /** whether axe checks this page as this role in this project (each route and variant once over both projects) */
  axe(who: string, targetId: string, project: string): boolean;
  /** whether this role keeps the page's screenshot in this project (each route and variant once per project) */
  shot(who: string, targetId: string, project: string): boolean;
}

const ANONYMOUS = "anonymous";
const PROJECTS = ["nojs", "js"] as const;
/**
 * The share of the axe work the nojs project takes: its page loads are cheaper (no scripts, no
 * hydration), so it takes more of the routes and the two projects, run at once, end together.
 */
const NOJS_AXE_SHARE = [true, false, true]; // 2 of every 3 routes

/**
 * The states of a page its route's example does not show, walked as the role named (the fit checks
 * and axe): confirmation steps, a list's other views and filters, a bulk decision's summary, the
 * 404 page: what a separate accessibility walk visited one by one before (issue 43: one walk does the fit and axe checks).
 */
function variantsOf(e: Examples): Record<string, string[]> {
  return {
    [ANONYMOUS]: ["/nowhere"],
    employee: ["/app/sites/sites?columns=status", "/app/sites/sites?view=grid", "/app/sites/sites/favourites?view=grid"],
    hr: [`/app/hr/users/${e.personId}/profile?deactivate=1`, "/app/hr/expense-requests?status=ALL", "/app/hr/expense-requests?status=APPROVED"],
    admin: [
      "/app/hr/leave-requests/bulk?intent=approve-leave&leaveIds=4&leaveIds=5&leaveIds=1",
      "/app/admin/checklists?status=PENDING",
      `/app/admin/checklists/${e.checklistId}/view?remove=1`,
      "/app/admin/tools?availability=overdue",
      `/app/admin/tools/${e.toolId}?delete=1`,
    ],
  };
}

let planned: Promise<FitPlan> | undefined;

/** The fit test's plan (computed once per worker: the manifest and the seeded database do not change). */
export function fitPlan(): Promise<FitPlan> {
  planned ??= makePlan();
  return planned;
}

/**
 * Why each (role, route) pair is walked in one project, not both (issue 43, ADR-0112): the layout
 * is the server's HTML and CSS in both, so every route is still walked with JavaScript on and off
 * (by different roles where several may see it, by the same role twice where only one may), and
 * every role's view is walked once; the walk costs half of what it did.
 */
async function makePlan(): Promise<FitPlan> {
  const pages = new Map<string, RouteTarget[]>();
  const workerExamples = await examplesFor("worker");
  pages.set(ANONYMOUS, (await pageTargets(workerExamples)).filter((t) => isPublic(t.policy.get)));
  for (const account of DEMO_ACCOUNTS) pages.set(account.username, await pagesOf(account));
  // the variants: the same route's target with the state in its query (its own id, so axe and the screenshot count it apart)
  for (const [who, paths] of Object.entries(variantsOf(workerExamples))) {
    const own = pages.get(who) ?? [];
    for (const p of paths) {
      const base = own.find((t) => t.path === p.split("?")[0]) ?? own.find((t) => t.path === "/app") ?? own[0];
      if (base) own.push({ ...base, id: `${base.id}|${p}`, path: p });
    }
    pages.set(who, own);
  }
  const walkers = new Map<string, Map<string, string[]>>(PROJECTS.map((p) => [p, new Map()]));
  const walk = new Map<string, Set<string>>(); // `${who} ${project}` → target ids
  const add = (who: string, project: string, id: string) => {
    const key = `${who} ${project}`;
    walk.set(key, (walk.get(key) ?? new Set()).add(id));
    const byTarget = walkers.get(project)!;
    byTarget.set(id, [...(byTarget.get(id) ?? []), who]);
  };
  const targetIds = [...new Set([...pages.values()].flat().map((t) => t.id))].sort();
  targetIds.forEach((id, i) => {
    const roles = [...pages.entries()].filter(([, ts]) => ts.some((t) => t.id === id)).map(([w]) => w);
    if (roles.length === 1 || roles.includes(ANONYMOUS)) {
      for (const who of roles) for (const project of PROJECTS) add(who, project, id);
    } else {
      roles.forEach((who, j) => add(who, PROJECTS[(i + j) % 2], id));
    }
  });
  // axe once per target: in the project its turn gives, as the role walking it there with the least axe work so far
  const axeOwner = new Map<string, string>();
  const load = new Map<string, number>();
  targetIds.forEach((id, i) => {
    const project = NOJS_AXE_SHARE[i % NOJS_AXE_SHARE.length] ? "nojs" : "js";
    const candidates = walkers.get(project)!.get(id) ?? [];
    const who = candidates.reduce((a, b) => ((load.get(`${b} ${project}`) ?? 0) < (load.get(`${a} ${project}`) ?? 0) ? b : a));
    load.set(`${who} ${project}`, (load.get(`${who} ${project}`) ?? 0) + 1);
    axeOwner.set(id, `${who} ${project}`);
  });
  return {
    pagesOf: (username, project) => {
      const ids = walk.get(`${username ?? ANONYMOUS} ${project}`) ?? new Set();
      return (pages.get(username ?? ANONYMOUS) ?? []).filter((t) => ids.has(t.id));
    },
    axe: (who, id, project) => axeOwner.get(id) === `${who} ${project}`,
    shot: (who, id, project) => walkers.get(project)?.get(id)?.[0] === who,
  };
}
