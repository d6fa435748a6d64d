// Seeds the demo favourites (ADR-0051, ADR-0053): a few sites of their company for the `employee` (who stars
// them on the list) and for the `client`, whose list holds nothing else. A client may not star
// (the CLIENT role has no update favorites): in reality the company shares the sites with them (a
// later admin screen); here the administrator's command does. Command ids are derived from the
// person and the site, so seeding again appends nothing.
import type { Sql } from "~/db.server";
import { favouriteSitesDecider } from "~/domain/site/favourites";
import { handleCommand, type CommandOutcome } from "~/events/handle-command.server";

type Meta = (key: string) => { actorId: number | null; now: string; commandId: string };

/** Whose favourites, how many of their company's sites (by id), from which one on, and who records them. */
const DEMO_FAVOURITES = [
  { username: "employee", skip: 1, sites: 3, by: "employee" },
  { username: "client", skip: 0, sites: 3, by: "admin" },
] as const;

/** Stars the demo favourites; returns how many favourites there are. */
export async function seedSiteFavourites(sql: Sql, meta: Meta, count: (o: CommandOutcome) => void, log: (m: string) => void = () => {}): Promise<number> {
  let n = 0;
  for (const f of DEMO_FAVOURITES) {
    const [person] = await sql<{ id: number; company_code: string }[]>`SELECT id, company_code FROM person_list WHERE username = ${f.username} AND NOT erased`;
    const [actor] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = ${f.by} AND NOT erased`;
    if (!person || !actor) continue;
    const sites = await sql<{ id: number; quickcom_id: string }[]>`
      SELECT id, quickcom_id FROM site_list WHERE company_code = ${person.company_code} ORDER BY id OFFSET ${f.skip} LIMIT ${f.sites}`;
    for (const s of sites) {
      count(await handleCommand(sql, favouriteSitesDecider, {
        command: { type: "FavouriteSite", personId: Number(person.id), siteId: Number(s.id) },
        meta: { ...meta(`favourite:${f.username}:${s.quickcom_id}`), actorId: Number(actor.id) },
        target: { id: Number(person.id) },
      }));
      n++;
    }
  }
  log(`favourite sites: ${n}`);
  return n;
}
