// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
import { beforeAll, describe, expect, it } from "vitest";
import { COMPANY_CODES } from "../../app/domain/company/companies";
import { countSites, listSites, siteForUser, type SiteListQuery, type SiteSort } from "../../app/events/queries/sites.server";
import { demoSites } from "../../app/seed/demo-data";
import { dbReady, useDb } from "./helpers";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  // as the app's start does (its migrations' queries) before any page: the driver learns the
  // array types on its first connection, which `db.array(…, 25)` in the list's filter needs
  await sql`SELECT 1`;
});

const all = { limit: 1000, offset: 0 };
const q = (over: Partial<SiteListQuery> = {}): SiteListQuery => ({ companies: ["cantiere"], sort: "id", dir: "desc", ...over });
const demo = demoSites();
const demoOf = (code: string) => demo.filter((d) => d.companyCode === code);

describe("company scoping", () => {
  it("lists only the sites of the companies given", async () => {
    const rows = await listSites(sql, q(), all);
    expect(rows.map((r) => r.quickcomId).sort()).toEqual(demoOf("cantiere").map((d) => d.quickcomId).sort());
    expect(new Set(rows.map((r) => r.companyName))).toEqual(new Set(["Cantiere"]));
    expect(await countSites(sql, q())).toBe(rows.length);

    const two = await listSites(sql, q({ companies: ["cantiere", "sitaf"] }), all);
    expect(new Set(two.map((r) => r.companyCode))).toEqual(new Set(["cantiere", "sitaf"]));
    expect(await countSites(sql, q({ companies: [...COMPANY_CODES] }))).toBe(demo.length);
  });

  it("returns nothing for no companies, and ignores a company filter outside the visible ones", async () => {
    expect(await countSites(sql, q({ companies: [] }))).toBe(0);
    expect(await listSites(sql, q({ companies: [] }), all)).toEqual([]);
    expect(await countSites(sql, q({ company: "metalsky" }))).toBe(0);
    const metalsky = await listSites(sql, q({ companies: ["cantiere", "metalsky"], company: "metalsky" }), all);
    expect(metalsky.length).toBe(demoOf("metalsky").length);
    expect(metalsky.every((r) => r.companyCode === "metalsky")).toBe(true);
  });

  it("gives a favourites-only user without favourites no sites", async () => {
    expect(await countSites(sql, q({ onlyFavouritesOf: 987_654 }))).toBe(0);
  });

  it("finds one site only within the visible companies", async () => {
    const [other] = await listSites(sql, q({ companies: ["metalsky"] }), { limit: 1, offset: 0 });
    expect(await siteForUser(sql, other.id, { companies: ["metalsky"] })).toMatchObject({ id: other.id, companyCode: "metalsky" });
    expect(await siteForUser(sql, other.id, { companies: ["cantiere"] })).toBeNull();
    expect(await siteForUser(sql, other.id, { companies: ["metalsky"], onlyFavouritesOf: 987_654 })).toBeNull();
    expect(await siteForUser(sql, 987_654_321, { companies: [...COMPANY_CODES] })).toBeNull();
    expect(await siteForUser(sql, Number.NaN, { companies: [...COMPANY_CODES] })).toBeNull();
    expect(await siteForUser(sql, -1, { companies: [...COMPANY_CODES] })).toBeNull();
  });

  it("reads every field of a site, money in cents", async () => {
    const first = demoOf("cantiere")[0];
    const [row] = await listSites(sql, q({ search: first.quickcomId }), all);
    const site = await siteForUser(sql, row.id, { companies: ["cantiere"] });
    expect(site).toMatchObject({
      title: first.title,
      subject: first.subject,
      status: first.status,
      offer: first.offer,
      total: first.total,
      laborCost: first.laborCost,
      currency: first.currency,
    });
    expect(site?.createdAt).toBeInstanceOf(Date);
  });
});

describe("search", () => {
  it("matches the quickcom id, the title, the city and the address, case-insensitively", async () => {
    const d = demoOf("cantiere")[1];
    expect((await listSites(sql, q({ search: d.quickcomId.toLowerCase() }), all)).map((r) => r.title)).toEqual([d.title]);
    expect((await listSites(sql, q({ search: d.title.toUpperCase() }), all)).map((r) => r.quickcomId)).toEqual([d.quickcomId]);
    const byCity = await listSites(sql, q({ companies: [...COMPANY_CODES], search: "lugano" }), all);
    expect(byCity.length).toBe(demo.filter((x) => `${x.title} ${x.city} ${x.address}`.toLowerCase().includes("lugano")).length);
    const byAddress = await listSites(sql, q({ search: d.address }), all);
    expect(byAddress.map((r) => r.quickcomId)).toContain(d.quickcomId);
  });

  it("needs every word to match, in any column", async () => {
    const d = demoOf("cantiere")[0];
    const words = `${d.city} ${d.quickcomId}`;
    expect((await listSites(sql, q({ search: words }), all)).map((r) => r.quickcomId)).toEqual([d.quickcomId]);
    expect(await countSites(sql, q({ search: `${d.city} no-such-word` }))).toBe(0);
  });

  it("takes LIKE wildcards and quotes literally", async () => {
    expect(await countSites(sql, q({ search: "%" }))).toBe(0);
    expect(await countSites(sql, q({ search: "_" }))).toBe(0);
    expect(await countSites(sql, q({ search: "' OR 1=1 --" }))).toBe(0);
  });
});

describe("sorting", () => {
  const everyone = (sort: SiteSort, dir: "asc" | "desc") => q({ companies: [...COMPANY_CODES], sort, dir });

  it("sorts by id descending by default and by each whitelisted column both ways", async () => {
    const ids = (await listSites(sql, everyone("id", "desc"), all)).map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const titles = (await listSites(sql, everyone("title", "asc"), all)).map((r) => r.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const titlesDesc = (await listSites(sql, everyone("title", "desc"), all)).map((r) => r.title.toLowerCase());
    expect(titlesDesc).toEqual([...titles].reverse());

    const offers = (await listSites(sql, everyone("offer", "asc"), all)).map((r) => r.offer);
    expect(offers).toEqual([...offers].sort((a, b) => a - b));

    const companies = (await listSites(sql, everyone("companyName", "asc"), all)).map((r) => r.companyName.toLowerCase());
    expect(companies).toEqual([...companies].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    for (const sort of ["city", "address", "createdAt"] as const) {
      expect((await listSites(sql, everyone(sort, "asc"), all)).length).toBe(demo.length);
    }
  });

  it("sorts anything outside the whitelist by id, never pasting it into the SQL", async () => {
    const ids = (await listSites(sql, everyone("id", "asc"), all)).map((r) => r.id);
    const injected = everyone("title; DROP TABLE events; --" as SiteSort, "asc");
    expect((await listSites(sql, injected, all)).map((r) => r.id)).toEqual(ids);
    const [{ n }] = await sql`SELECT count(*)::int AS n FROM events`;
    expect(n).toBeGreaterThan(0);
  });
});

describe("paging", () => {
  it("returns consecutive pages without repeating or skipping a row, also on ties", async () => {
    for (const sort of ["id", "companyName", "city"] as const) {
      const query = q({ companies: [...COMPANY_CODES], sort, dir: "asc" });
      const whole = (await listSites(sql, query, all)).map((r) => r.id);
      const paged: number[] = [];
      for (let offset = 0; offset < whole.length; offset += 5) {
        paged.push(...(await listSites(sql, query, { limit: 5, offset })).map((r) => r.id));
      }
      expect(paged).toEqual(whole);
    }
  });

  it("returns no rows past the end and clamps nonsense windows", async () => {
    expect(await listSites(sql, q(), { limit: 5, offset: 10_000 })).toEqual([]);
    expect((await listSites(sql, q(), { limit: -3, offset: -10 })).length).toBe(0);
  });
});
