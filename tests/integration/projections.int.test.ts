import { beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { festivityDecider } from "../../app/domain/festivity/decider";
import { handleCommand } from "../../app/events/handle-command.server";
import { applyRowProjection } from "../../app/events/projection.server";
import { catchUpAll } from "../../app/events/projector.server";
import { allProjections } from "../../app/events/projections/index.server";
import { readAfter, START } from "../../app/events/reader.server";
import { rebuildProjection, verifyProjections } from "../../app/events/rebuild.server";
import { seedDemoData } from "../../app/seed/seed.server";
import { dbReady, useDb } from "./helpers";

const get = useDb(10);
let sql: ReturnType<typeof get>["sql"];

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  await seedDemoData(sql);
});

describe("the demo seed", () => {
  it("writes every company, person, site and festivity through events, and appends nothing when repeated", async () => {
    const [c] = await sql`SELECT count(*)::int AS n FROM company_list`;
    const [p] = await sql`SELECT count(*)::int AS n FROM person_list`;
    const [s] = await sql`SELECT count(DISTINCT company_code)::int AS n FROM site_list`;
    expect(c.n).toBe(7);
    expect(p.n).toBeGreaterThanOrEqual(50);
    expect(s.n).toBe(7);
    const again = await seedDemoData(sql);
    expect(again.appended).toBe(0);
  });

  it("keeps personal data encrypted in the log", async () => {
    const [row] = await sql`SELECT data FROM events WHERE event_type = 'PersonRegistered' LIMIT 1`;
    expect(JSON.stringify(row.data)).not.toContain("@cantiere-group.ch");
    expect(row.data.personal.$enc).toMatch(/^v1\./);
  });
});

describe("every projection", () => {
  it("verifies clean after the seed", async () => {
    const results = await verifyProjections(sql);
    for (const r of results) expect({ name: r.name, differences: r.differences }).toEqual({ name: r.name, differences: 0 });
  });

  it("changes nothing when all events are applied a second time", async () => {
    await catchUpAll(sql);
    for (const p of allProjections) {
      const [{ active_table: table }] = await sql`SELECT active_table FROM projection_registry WHERE name = ${p.name}`;
      const before = await sql.unsafe(`SELECT * FROM "${table}" ORDER BY 1`);
      let cp = START;
      for (;;) {
        const { events, next } = await readAfter(sql, cp, { types: p.handles, limit: 5000 });
        if (!events.length) break;
        await applyRowProjection(sql, p, table, events);
        cp = next;
      }
      const after = await sql.unsafe(`SELECT * FROM "${table}" ORDER BY 1`);
      expect(after).toEqual(before);
    }
  });

  it("is found out when a row is corrupted, and a rebuild repairs it", async () => {
    const [{ active_table: table }] = await sql`SELECT active_table FROM projection_registry WHERE name = 'site_list'`;
    await sql.unsafe(`UPDATE "${table}" SET title = 'tampered' WHERE id = (SELECT min(id) FROM "${table}")`);
    const [bad] = await verifyProjections(sql, ["site_list"]);
    expect(bad.differences).toBe(2);
    const rebuilt = await rebuildProjection(sql, allProjections.find((p) => p.name === "site_list")!);
    expect(rebuilt.table).not.toBe(table);
    const [good] = await verifyProjections(sql, ["site_list"]);
    expect(good.differences).toBe(0);
    const [{ n }] = await sql`SELECT count(*)::int AS n FROM site_list WHERE title = 'tampered'`;
    expect(n).toBe(0);
  });

  it("loses no write when a rebuild switches tables while commands keep arriving", async () => {
    const festivities = allProjections.find((p) => p.name === "festivity_list")!;
    const before = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM festivity_list`;
    const add = (i: number) =>
      handleCommand(sql, festivityDecider, {
        command: (festivityId) => ({ type: "AddFestivity" as const, festivityId, details: { title: `Rebuild race ${i}`, startDate: "2026-08-01", endDate: "2026-08-01", companyCode: null } }),
        commandType: "AddFestivity",
        meta: { actorId: 1, now: "2026-11-22T10:00:00.000Z", commandId: randomUUID() },
        target: { sequence: "festivity_id_seq" },
      });
    const writes = Promise.all(Array.from({ length: 60 }, (_, i) => new Promise((r) => setTimeout(r, i * 3)).then(() => add(i))));
    const rebuilt = await rebuildProjection(sql, festivities);
    await writes;
    const [{ active_table: table }] = await sql`SELECT active_table FROM projection_registry WHERE name = 'festivity_list'`;
    expect(table).toBe(rebuilt.table);
    const [{ n }] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM festivity_list`;
    expect(n).toBe(before[0].n + 60);
    const [check] = await verifyProjections(sql, ["festivity_list"]);
    expect(check.differences).toBe(0);
  });
});
