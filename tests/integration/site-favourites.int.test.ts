// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// The favourite sites (ADR-0051) through their operations against a real store: starring adds the
// site to the person's list (onlyFavouritesOf) and marks it (starredBy); unstarring takes it off;
// a repeat records nothing; a site of another company is a 404 and nothing is stored; a person
// without update favorites is refused; the projection rebuilt from the events reads the same; the
// seed gives the demo employee and client their favourites, the client's only of their company.
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { isDomainError } from "../../app/domain/shared/errors";
import type { RowProjection } from "../../app/events/projection.server";
import { siteFavourite } from "../../app/events/projections/site-favourite.server";
import { countSites, listSites, type SiteListQuery } from "../../app/events/queries/sites.server";
import { rebuildProjection } from "../../app/events/rebuild.server";
import { favouriteSite } from "../../app/areas/sites/favourite-site.server";
import { unfavouriteSite } from "../../app/areas/sites/unfavourite-site.server";
import { dbReady, useDb } from "./helpers";
import { metaOf, newPerson, userOf } from "./people";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];
let employee: CurrentUser;
let cantiere: number[];
let metalsky: number;

const all = { limit: 1000, offset: 0 };
const q = (over: Partial<SiteListQuery> = {}): SiteListQuery => ({ companies: ["cantiere"], sort: "id", dir: "asc", ...over });
const eventsOf = async (personId: number) =>
  (await sql<{ type: string }[]>`SELECT event_type AS type FROM events WHERE stream_id = ${`favouritesites-${personId}`} ORDER BY position`).map((e) => e.type);

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  employee = await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: "fav" });
  cantiere = (await sql<{ id: number }[]>`SELECT id FROM site_list WHERE company_code = 'cantiere' ORDER BY id LIMIT 3`).map((r) => Number(r.id));
  [{ id: metalsky }] = await sql<{ id: number }[]>`SELECT id FROM site_list WHERE company_code = 'metalsky' ORDER BY id LIMIT 1`;
  metalsky = Number(metalsky);
});

describe("starring and unstarring a site", () => {
  it("stars two sites: the favourites list holds them, and the whole list marks them", async () => {
    expect(await countSites(sql, q({ onlyFavouritesOf: employee.id }))).toBe(0);
    await favouriteSite(sql, employee, cantiere[0], metaOf(employee.id));
    await favouriteSite(sql, employee, String(cantiere[1]), metaOf(employee.id));

    const favourites = await listSites(sql, q({ onlyFavouritesOf: employee.id, starredBy: employee.id }), all);
    expect(favourites.map((r) => r.id)).toEqual([cantiere[0], cantiere[1]]);
    expect(favourites.every((r) => r.favourite)).toBe(true);

    const list = await listSites(sql, q({ starredBy: employee.id }), all);
    expect(list.filter((r) => r.favourite).map((r) => r.id)).toEqual([cantiere[0], cantiere[1]]);
    expect(list.find((r) => r.id === cantiere[2])?.favourite).toBe(false);
    // another person's list marks nothing of theirs
    const other = await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: "fav" });
    expect((await listSites(sql, q({ starredBy: other.id }), all)).filter((r) => [cantiere[0], cantiere[1]].includes(r.id) && r.favourite)).toEqual([]);
  });

  it("records nothing for a repeated star, nor for unstarring a site that is not starred", async () => {
    const before = await eventsOf(employee.id);
    const again = await favouriteSite(sql, employee, cantiere[0], metaOf(employee.id));
    expect(again.eventTypes).toEqual([]);
    const none = await unfavouriteSite(sql, employee, cantiere[2], metaOf(employee.id));
    expect(none.eventTypes).toEqual([]);
    expect(await eventsOf(employee.id)).toEqual(before);
  });

  it("unstars a site: off the favourites, unmarked on the list", async () => {
    const out = await unfavouriteSite(sql, employee, cantiere[0], metaOf(employee.id));
    expect(out.eventTypes).toEqual(["SiteUnfavourited"]);
    expect((await listSites(sql, q({ onlyFavouritesOf: employee.id }), all)).map((r) => r.id)).toEqual([cantiere[1]]);
    expect((await listSites(sql, q({ starredBy: employee.id }), all)).find((r) => r.id === cantiere[0])?.favourite).toBe(false);
    expect(await eventsOf(employee.id)).toEqual(["SiteFavourited", "SiteFavourited", "SiteUnfavourited"]);
  });

  it("answers a 404 for a site of another company, an unknown or a malformed id, and stores nothing", async () => {
    const before = await eventsOf(employee.id);
    for (const id of [metalsky, 987_654_321, "abc", "-1"]) {
      const err = await favouriteSite(sql, employee, id, metaOf(employee.id)).catch((e: unknown) => e);
      expect(err, String(id)).toBeInstanceOf(Response);
      expect((err as Response).status).toBe(404);
    }
    expect(await eventsOf(employee.id)).toEqual(before);
  });

  it("refuses a person without update favorites (a worker) as forbidden", async () => {
    const worker = await newPerson(sql, { role: "WORKER", companyCode: "cantiere", prefix: "fav" });
    const err = await favouriteSite(sql, worker, cantiere[0], metaOf(worker.id)).catch((e: unknown) => e);
    expect(isDomainError(err) && err.status).toBe(403);
    expect(await eventsOf(worker.id)).toEqual([]);
  });

  it("reads the same favourites after the projection is rebuilt from the events", async () => {
    const before = await sql`SELECT * FROM site_favourite ORDER BY id`;
    await rebuildProjection(sql, siteFavourite as unknown as RowProjection);
    expect(await sql`SELECT * FROM site_favourite ORDER BY id`).toEqual(before);
    expect((await listSites(sql, q({ onlyFavouritesOf: employee.id }), all)).map((r) => r.id)).toEqual([cantiere[1]]);
  });
});

describe("the demo favourites", () => {
  it("gives the employee and the client three sites of Cantiere each, and the client's list holds only those", async () => {
    const [{ id: e }] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = 'employee'`;
    const [{ id: c }] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = 'client'`;
    expect(await countSites(sql, q({ onlyFavouritesOf: Number(e) }))).toBe(3);
    const client = await userOf(sql, Number(c));
    const rows = await listSites(sql, q({ companies: ["cantiere"], onlyFavouritesOf: client.id }), all);
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.companyCode === "cantiere")).toBe(true);
    // a client may not star: the CLIENT role has no update favorites
    const err = await favouriteSite(sql, client, rows[0].id, metaOf(client.id)).catch((x: unknown) => x);
    expect(isDomainError(err) && err.status).toBe(403);
  });
});
