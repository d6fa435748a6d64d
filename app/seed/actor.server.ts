// The demo data is entered through the same operations a signed-in user runs: as a demo account.
import type { Sql } from "~/db.server";
import { actorOf, type Actor } from "~/domain/access/actor";
import { personById } from "~/events/queries/people.server";

/** The actor of a demo account by its username; null when there is no such person. */
export async function demoActor(sql: Sql, username: string): Promise<Actor | null> {
  const [row] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = ${username}`;
  const p = row ? await personById(sql, Number(row.id)) : null;
  return p ? actorOf(p) : null;
}
