// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// The right of access (issue 39, ADR-0126): the export of a demo person holds their events decoded
// (their own personal data readable), their projection rows and their files' names, and never
// another person's personal data (HR's export names the worker whose leave HR decided, not their
// name or address).
import { beforeAll, describe, expect, it } from "vitest";
import { personExportOf } from "../../app/areas/people/person-export.server";
import { useOwnDb } from "./helpers";

const get = useOwnDb(3);
let sql: ReturnType<typeof get>["sql"];
const idOf = async (username: string) => Number((await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = ${username}`)[0].id);

describe("a person's export", () => {
  beforeAll(() => {
    sql = get().sql;
  });

  it("holds the demo worker's events decoded, their rows and their sign-in records", async () => {
    const id = await idOf("worker");
    const [p] = await sql<{ first_name: string; email: string }[]>`SELECT first_name, email FROM person_list WHERE id = ${id}`;
    const out = await personExportOf(sql, id, "2026-11-30T08:00:00.000Z");
    expect(out.personId).toBe(id);
    const registered = out.events.find((e) => e.streamId === `person-${id}` && e.type === "PersonRegistered");
    expect((registered?.data as { personal: { firstName: string; email: string } }).personal).toMatchObject({ firstName: p.first_name, email: p.email });
    expect(out.events.every((e) => e.position > 0)).toBe(true);
    expect(out.rows.person_list).toHaveLength(1);
    // every projection row in the export is the worker's
    for (const [table, rows] of Object.entries(out.rows)) {
      if (table === "person_list") continue;
      for (const r of rows) expect([r.person_id, r.author_id, r.actor_id, r.created_by, r.added_by].map((v) => (v == null ? null : Number(v))), table).toContain(id);
    }
    expect(Object.keys(out.rows).length).toBeGreaterThan(2);
  });

  it("never carries another person's personal data", async () => {
    const hr = await idOf("hr");
    const others = await sql<{ first_name: string; last_name: string; email: string | null }[]>`
      SELECT first_name, last_name, email FROM person_list WHERE id <> ${hr} AND NOT erased AND email IS NOT NULL`;
    const text = JSON.stringify(await personExportOf(sql, hr, "2026-11-30T08:00:00.000Z"));
    for (const o of others) expect(text.includes(`"${o.email}"`), o.email ?? "").toBe(false);
  });
});
