// The acceptance, over the rendered pages (HTTP, as a browser without JavaScript gets them):
// staff without sensibleData never receive an offer, cost or balance figure in any HTML or CSV of
// the sites — the list in both column variants and both views, its CSV, the favourites table and
// its CSV, a site's dashboard. (An EMPLOYEE always holds sensibleData — the role's rights, which no
// capability takes away — so the staff without it are the WORKER and the INTERIM; ADR-0051.) A
// client (sensibleDataClient) gets the offer, advances and balance of their favourite sites and
// never the costs; they see their favourites and nothing else, by any URL. No site PDF exists yet.
import postgres from "postgres";
import type { HttpClient } from "./http-client";
import { formatMoneyAmount, centsToDecimal } from "../../app/domain/shared/format";
import { expect, test } from "./fixtures";
import { signedIn } from "./manifest";
import { scaled } from "../time-scale";

const LIST = "/app/sites/sites";

interface SiteMoney {
  id: number;
  company_code: string;
  currency: string;
  offer: number;
  total: number;
  required_advances: number;
  cashed_advances: number;
  balance: number;
  labor_cost: number;
  supplier_cost: number;
  others_cost: number;
  goods_cost: number;
}

const TOTALS = ["offer", "total", "required_advances", "cashed_advances", "balance"] as const;
const COSTS = ["labor_cost", "supplier_cost", "others_cost", "goods_cost"] as const;

/** A page's text as the user could read it, entities decoded (React writes ' as &#x27;). */
const decoded = (html: string) => html.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
/** Every way an amount is written: "CHF 1'234.50", "1'234.50" and the CSV's "1234.50". */
const written = (cents: number, currency: string) => [`${currency} ${formatMoneyAmount(cents)}`, formatMoneyAmount(cents), centsToDecimal(cents)];
/** A currency code followed by a figure: an amount, whatever it is. */
const ANY_AMOUNT = /\b(CHF|EUR|USD)\s?-?\d/;

async function db<T>(run: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  try {
    return await run(sql);
  } finally {
    await sql.end();
  }
}

/** A site row with its amounts as numbers (bigint columns arrive as strings). */
const moneyOf = (s: SiteMoney): SiteMoney => {
  const out = { ...s, id: Number(s.id) };
  for (const f of [...TOTALS, ...COSTS]) out[f] = Number(s[f]);
  for (const f of [...TOTALS, ...COSTS]) expect(Number.isFinite(out[f]) && formatMoneyAmount(out[f]) !== "", `${f} of site ${out.id}`).toBe(true);
  return out;
};

const sitesOf = (companyCode: string) => db(async (sql) => (await sql<SiteMoney[]>`SELECT * FROM site_list WHERE company_code = ${companyCode} ORDER BY id`).map(moneyOf));

async function fetchText(ctx: HttpClient, url: string): Promise<string> {
  const r = await ctx.get(url, { maxRedirects: 0 });
  expect(r.status(), url).toBe(200);
  return decoded(await r.text());
}

for (const [username, companyCode] of [["worker", "cantiere"], ["interim", "sitaf"]] as const) {
  test(`a ${username} (no sensibleData) receives no offer, cost or balance in any sites page or CSV`, async ({ baseURL }) => {
    test.setTimeout(scaled(120_000));
    const sites = await sitesOf(companyCode);
    expect(sites.length).toBeGreaterThan(0);
    const ctx = await signedIn(baseURL as string, username);
    const pages = [
      LIST,
      `${LIST}?columns=status`,
      `${LIST}?view=grid`,
      `${LIST}?columns=status&view=grid&sort=status&dir=asc`,
      `${LIST}?sort=offer&dir=asc`,
      `${LIST}?size=50`,
      `${LIST}/csv`,
      `${LIST}/csv?columns=status`,
      `${LIST}/csv?sort=offer`,
      `${LIST}/favourites`,
      `${LIST}/favourites?view=grid`,
      `${LIST}/csv?favourites=1`,
      ...sites.slice(0, 3).map((s) => `${LIST}/${s.id}/dashboard`),
    ];
    for (const url of pages) {
      const text = await fetchText(ctx, url);
      expect(text, url).not.toMatch(ANY_AMOUNT);
      for (const s of sites.slice(0, 15)) {
        for (const field of [...TOTALS, ...COSTS]) {
          for (const w of written(s[field], s.currency)) expect(text.includes(w), `${url} holds the ${field} of site ${s.id} (${w})`).toBe(false);
        }
      }
    }
    // the rows are there, only the amounts are not: the list is not simply empty
    expect(await fetchText(ctx, `${LIST}?columns=status`)).toContain(`${LIST}/${sites[0].id}/dashboard`);
    const csv = (await fetchText(ctx, `${LIST}/csv`)).split("\r\n")[0];
    expect(csv).not.toMatch(/Offerta|Valuta/);
    await ctx.dispose();
  });
}

test("a client sees exactly their favourite sites, with offer, advances and balance but never the costs", async ({ baseURL }) => {
  test.setTimeout(scaled(120_000));
  const { favourites, others } = await db(async (sql) => {
    const [client] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = 'client'`;
    const fav = await sql<{ site_id: number }[]>`SELECT site_id FROM site_favourite WHERE person_id = ${client.id} AND NOT removed ORDER BY site_id`;
    const ids = new Set(fav.map((f) => Number(f.site_id)));
    const all = (await sql<SiteMoney[]>`SELECT * FROM site_list ORDER BY id`).map(moneyOf);
    return { favourites: all.filter((s) => ids.has(s.id)), others: all.filter((s) => !ids.has(s.id)) };
  });
  expect(favourites.length).toBe(3);
  const ctx = await signedIn(baseURL as string, "client");

  const list = await fetchText(ctx, LIST);
  const listed = [...new Set([...list.matchAll(/\/app\/sites\/sites\/(\d+)\/dashboard/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
  expect(listed).toEqual(favourites.map((s) => s.id));
  // the same list whatever the URL asks for
  for (const url of [`${LIST}?companyName=metalsky`, `${LIST}?size=50&page=2`, `${LIST}/favourites`, `${LIST}?columns=status&view=grid`]) {
    const text = await fetchText(ctx, url);
    for (const o of others.slice(0, 40)) expect(text.includes(`${LIST}/${o.id}/dashboard`), `${url} lists site ${o.id}`).toBe(false);
  }
  const csv = (await fetchText(ctx, `${LIST}/csv`)).trim().split("\r\n");
  expect(csv).toHaveLength(1 + favourites.length);
  for (const o of [others[0], others.find((s) => s.company_code === "cantiere") as SiteMoney]) {
    expect((await ctx.get(`${LIST}/${o.id}/dashboard`, { maxRedirects: 0 })).status()).toBe(404);
  }
  // a client may not star: no star form, and a forged one is refused
  expect(list).not.toContain('name="intent" value="favourite-site"');
  expect(list).not.toContain('name="star"');
  const csrf = /name="csrf" value="([^"]+)"/.exec(list)?.[1] ?? "";
  const forged = await ctx.post(`${LIST}?index`, { form: { csrf, intent: "favourite-site", siteId: String(others[0].id), commandId: crypto.randomUUID() }, maxRedirects: 0 });
  expect(forged.status()).toBe(403);
  // …and so is the list's star form (ADR-0095)
  const forgedStar = await ctx.post(`${LIST}?index`, { form: { csrf, intent: "star", star: `+${others[0].id}`, pageId: crypto.randomUUID() }, maxRedirects: 0 });
  expect(forgedStar.status()).toBe(403);

  for (const s of favourites) {
    const page = await fetchText(ctx, `${LIST}/${s.id}/dashboard`);
    for (const field of TOTALS) expect(page, `${field} of site ${s.id}`).toContain(`${s.currency} ${formatMoneyAmount(s[field])}`);
    for (const field of COSTS) for (const w of written(s[field], s.currency)) expect(page.includes(w), `${field} of site ${s.id} (${w})`).toBe(false);
    expect(page).not.toContain(">Costi<");
    // nor in the list, its CSV or the grid
    for (const text of [list, csv.join("\n"), await fetchText(ctx, `${LIST}?view=grid`)]) {
      for (const field of COSTS) for (const w of written(s[field], s.currency)) expect(text.includes(w), `${field} of site ${s.id} in a list (${w})`).toBe(false);
    }
  }
  await ctx.dispose();
});

test("a worker's forged star is refused, and nothing is stored", async ({ baseURL }) => {
  const ctx = await signedIn(baseURL as string, "worker");
  const html = await fetchText(ctx, LIST);
  expect(html).not.toContain('name="intent" value="favourite-site"');
  expect(html).not.toContain('name="star"');
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const siteId = /\/app\/sites\/sites\/(\d+)\/dashboard/.exec(html)?.[1] ?? "1";
  const before = await db(async (sql) => (await sql`SELECT count(*)::int AS n FROM events WHERE stream_type = 'favouritesites'`)[0].n);
  for (const url of [`${LIST}?index`, `${LIST}/favourites`]) {
    const r = await ctx.post(url, { form: { csrf, intent: "favourite-site", siteId, commandId: crypto.randomUUID() }, maxRedirects: 0 });
    expect(r.status(), url).toBe(403);
    const star = await ctx.post(url, { form: { csrf, intent: "star", star: `+${siteId}`, pageId: crypto.randomUUID() }, maxRedirects: 0 });
    expect(star.status(), `${url} (the list's star form)`).toBe(403);
  }
  expect(await db(async (sql) => (await sql`SELECT count(*)::int AS n FROM events WHERE stream_type = 'favouritesites'`)[0].n)).toBe(before);
  await ctx.dispose();
});

test("the list's one star form: a row's star sent twice from the same page is one command (ADR-0095)", async ({ baseURL }) => {
  const ctx = await signedIn(baseURL as string, "employee");
  const html = await fetchText(ctx, `${LIST}?size=50`);
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? "";
  const [csrf, pageId] = [field("csrf"), field("pageId")];
  expect(pageId).toMatch(/^[0-9a-f-]{36}$/);
  // a star to add: the first row's button whose value asks "+<site>"
  const star = /name="star" value="(\+\d+)"/.exec(html)?.[1] ?? "";
  expect(star).not.toBe("");
  const events = () => db(async (sql) => (await sql`SELECT count(*)::int AS n FROM events WHERE stream_type = 'favouritesites'`)[0].n as number);
  const before = await events();
  for (let i = 0; i < 2; i++) {
    const r = await ctx.post(`${LIST}?index`, { form: { csrf, intent: "star", star, pageId, returnTo: `${LIST}?size=50` }, maxRedirects: 0 });
    expect(r.status()).toBe(303);
    expect(r.headers().location).toBe(`${LIST}?size=50`);
  }
  expect(await events()).toBe(before + 1);
  // the page now offers the opposite: remove it again (another command), and a malformed star is refused with the page kept
  const after = await fetchText(ctx, `${LIST}?size=50`);
  expect(after).toContain(`name="star" value="-${star.slice(1)}"`);
  const bad = await ctx.post(`${LIST}?index`, { form: { csrf, intent: "star", star: "12", pageId }, maxRedirects: 0 });
  expect(bad.status()).toBe(400);
  const undo = await ctx.post(`${LIST}?index`, { form: { csrf, intent: "star", star: `-${star.slice(1)}`, pageId: field("pageId") }, maxRedirects: 0 });
  expect(undo.status()).toBe(303);
  expect(await events()).toBe(before + 2);
  await ctx.dispose();
});
