import { beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { Temporal } from "temporal-polyfill";
import { COMPANY_CODES } from "../../app/domain/company/companies";
import { festivityDecider } from "../../app/domain/festivity/decider";
import { handleCommand } from "../../app/events/handle-command.server";
import { applyRowProjection } from "../../app/events/projection.server";
import { catchUpAll } from "../../app/events/projector.server";
import { allProjections } from "../../app/events/projections/index.server";
import { expiringDocuments, legalDocumentsOf } from "../../app/events/queries/legal-documents.server";
import { listPeople } from "../../app/events/queries/people.server";
import { personProfileOf } from "../../app/events/queries/person-profile.server";
import { readAfter, START } from "../../app/events/reader.server";
import { rebuildProjection, verifyProjections } from "../../app/events/rebuild.server";
import { demoPeople } from "../../app/seed/demo-data";
import { seedDemoData } from "../../app/seed/seed.server";
import { fileStore } from "../../app/storage/index.server";
import { dbReady, useDb } from "./helpers";

const get = useDb(10);
let sql: ReturnType<typeof get>["sql"];

const personNamed = async (username: string) => Number((await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = ${username}`)[0].id);

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  await seedDemoData(sql);
}, 240_000);

describe("the demo seed", () => {
  it("writes every company, person, site, festivity and person record through events, and appends nothing when repeated", async () => {
    const [c] = await sql`SELECT count(*)::int AS n FROM company_list`;
    const [p] = await sql`SELECT count(*)::int AS n FROM person_list`;
    const [s] = await sql`SELECT count(DISTINCT company_code)::int AS n FROM site_list`;
    expect(c.n).toBe(7);
    expect(p.n).toBeGreaterThanOrEqual(50);
    expect(s.n).toBe(7);
    const again = await seedDemoData(sql);
    expect(again.appended).toBe(0);
    expect({ avatars: again.avatars, documents: again.documents }).toEqual({ avatars: 6, documents: 6 });
  }, 240_000);

  it("gives the demo people full records: phones, quick ids, avatars for a few, legal documents (one expiring soon), a WORKER's sites", async () => {
    const usernames = demoPeople().map((p) => p.personal.username);
    const [people] = await sql<{ n: number; phones: number; quick: number; avatars: number; percentages: number; incomplete: number }[]>`
      SELECT count(*)::int AS n,
             count(*) FILTER (WHERE jsonb_array_length(phones) > 0)::int AS phones,
             count(*) FILTER (WHERE quick_sal_id IS NOT NULL)::int AS quick,
             count(*) FILTER (WHERE avatar IS NOT NULL)::int AS avatars,
             count(DISTINCT work_percentage)::int AS percentages,
             count(*) FILTER (WHERE civil_status IS NULL OR mother_language IS NULL OR gender IS NULL OR birthday IS NULL)::int AS incomplete
      FROM person_profile WHERE username = ANY(${usernames})`;
    // the run's other tests register people of their own in this database
    expect(people.n).toBe(demoPeople().length);
    expect(people.phones).toBe(people.n);
    expect(people.incomplete).toBe(0);
    expect(people.quick).toBeGreaterThan(10);
    expect(people.quick).toBeLessThan(people.n);
    expect(people.avatars).toBeGreaterThanOrEqual(3);
    expect(people.percentages).toBeGreaterThanOrEqual(4);
    // the lists show the avatars' thumbnails, and the files are in the store
    const store = fileStore();
    const avatars = await sql<{ avatar: { key: string; thumbnailKey: string } }[]>`SELECT avatar FROM person_profile WHERE avatar IS NOT NULL AND username = ANY(${usernames})`;
    for (const { avatar } of avatars) {
      for (const key of [avatar.key, avatar.thumbnailKey]) expect(await store.head(key), key).not.toBeNull();
      expect(avatar.key.startsWith("public/profile-pics/")).toBe(true);
    }
    const [{ n: thumbnails }] = await sql`SELECT count(*)::int AS n FROM person_list WHERE avatar_thumbnail_key IS NOT NULL AND username = ANY(${usernames})`;
    expect(thumbnails).toBe(avatars.length);

    const today = Temporal.Now.zonedDateTimeISO("Europe/Zurich").toPlainDate();
    const companies = [...COMPANY_CODES];
    const employee = await personNamed("employee");
    const documents = await legalDocumentsOf(sql, employee);
    expect(documents.map((d) => d.title)).toEqual(["Carta d'identità", "Contratto di lavoro"]);
    for (const d of documents) expect(await store.head(d.file.key), d.file.key).toMatchObject({ size: d.file.size });
    const demoIds = new Set((await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = ANY(${usernames})`).map((r) => Number(r.id)));
    const soon = (await expiringDocuments(sql, { companies, today: today.toString() })).filter((d) => demoIds.has(d.personId));
    expect(soon.map((d) => [d.personId, d.title])).toEqual([[employee, "Carta d'identità"]]);
    const [{ n: later }] = await sql`
      SELECT count(*)::int AS n FROM legal_document_list
      WHERE removed_at IS NULL AND expires_at > ${today.add({ days: 30 }).toString()}::date AND person_id = ANY(${[...demoIds]}::bigint[])`;
    expect(later).toBeGreaterThanOrEqual(2);
    const [marked] = (await listPeople(sql, { companies, search: "employee", page: 1, size: 5, sort: "id", dir: "asc", today: today.toString() })).rows;
    expect(marked).toMatchObject({ id: employee, documentExpiring: true });

    const worker = await personProfileOf(sql, await personNamed("worker"));
    expect(worker?.siteIds.length).toBe(2);
    const [{ n: own }] = await sql`SELECT count(*)::int AS n FROM site_list WHERE id = ANY(${worker!.siteIds}::bigint[]) AND company_code = ${worker!.companyCode}`;
    expect(own).toBe(2);
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
        const { events, next } = await readAfter(sql, cp, { types: p.handles, limit: 5000, gated: false });
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
