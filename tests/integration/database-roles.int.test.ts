import { fileDatabaseUrl } from "./helpers";
// ADR-0032: the app runs as a role that does not own `events`, so not even the app's own
// connections can switch off the append-only triggers. The roles are made by the SQL of README
// "Deployment", as an operator would run it; roles are cluster-wide, so their names are unique to
// this run and they are dropped afterwards.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../../app/db.server";
import { festivityDecider } from "../../app/domain/festivity/decider";
import { handleCommand } from "../../app/events/handle-command.server";
import { catchUpAll } from "../../app/events/projector.server";
import { allProjections } from "../../app/events/projections/index.server";
import { rebuildProjection, verifyProjections } from "../../app/events/rebuild.server";
import { activeTable } from "../../app/events/registry.server";
import { appendToStream } from "../../app/events/store.server";
import { prepareDatabase } from "../../app/runtime.server";
import { seedDemoData } from "../../app/seed/seed.server";
import { dropDatabase } from "./databases";

const server = fileDatabaseUrl();
const suffix = randomUUID().slice(0, 8);
const ownerRole = `cantiere_owner_${suffix}`;
const appRole = `cantiere_app_${suffix}`;
const dbName = `${new URL(server).pathname.slice(1)}_roles_${suffix}`;

function urlAs(user: string | null, database: string): string {
  const url = new URL(server);
  if (user) {
    url.username = user;
    url.password = "";
  }
  url.pathname = `/${database}`;
  return url.toString();
}
const ownerUrl = urlAs(ownerRole, dbName);
const appUrl = urlAs(appRole, dbName);

/** The README's two SQL blocks of "Deployment", for this run's roles and database, one statement each. */
function deploymentSql(): string[][] {
  const readme = readFileSync(path.resolve("README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Deployment"), readme.indexOf("\n## ", readme.indexOf("## Deployment") + 3));
  const blocks = [...section.matchAll(/```sql\n([\s\S]*?)```/g)].map((m) => m[1]);
  return blocks.map((b) =>
    b
      .replace(/--.*$/gm, "")
      .replace(/\bcantiere_owner\b/g, ownerRole)
      .replace(/\bcantiere_app\b/g, appRole)
      .replace(/\bcantiere\b/g, `"${dbName}"`)
      .split(";")
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

async function runAsAdmin(database: string | null, statements: string[]): Promise<void> {
  const admin = postgres(database ? urlAs(null, database) : server, { max: 1, onnotice: () => {} });
  try {
    for (const s of statements) await admin.unsafe(s);
  } finally {
    await admin.end();
  }
}

const AT = "2026-11-25T09:00:00.000Z";
let app: Db;
let owner: Db;

beforeAll(async () => {
  const [onServer, onDatabase] = deploymentSql();
  expect(onServer.length).toBe(3);
  expect(onDatabase.length).toBeGreaterThan(0);
  await runAsAdmin(null, onServer);
  await runAsAdmin(dbName, onDatabase);
  app = await openDb({ url: appUrl, max: 4 });
  owner = await openDb({ url: ownerUrl, max: 2 });
  await prepareDatabase(app, () => {}, { migrationUrl: ownerUrl });
});

afterAll(async () => {
  await app?.close();
  await owner?.close();
  await dropDatabase(server, dbName);
  await runAsAdmin(null, [`DROP ROLE IF EXISTS "${appRole}"`, `DROP ROLE IF EXISTS "${ownerRole}"`]);
});

/** The error a statement fails with (it must fail). */
async function refusal(run: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await run;
  } catch (e) {
    return { code: (e as { code: string }).code, message: (e as Error).message };
  }
  throw new Error("the statement succeeded");
}

const fingerprint = async (db: Db) =>
  (await db.sql<{ n: number; digest: string }[]>`SELECT count(*)::int AS n, md5(string_agg(data::text || metadata::text, '' ORDER BY position)) AS digest FROM events`)[0];

describe("the app's role, after the owner migrated", () => {
  it("owns nothing, and the schema's tables belong to the owner", async () => {
    const [r] = await owner.sql<{ owned_by_app: number; owned_by_owner: number }[]>`
      SELECT count(*) FILTER (WHERE pg_get_userbyid(relowner) = ${appRole})::int AS owned_by_app,
             count(*) FILTER (WHERE pg_get_userbyid(relowner) = ${ownerRole})::int AS owned_by_owner
      FROM pg_class WHERE relnamespace = 'public'::regnamespace`;
    expect(r.owned_by_app).toBe(0);
    expect(r.owned_by_owner).toBeGreaterThan(20);
  });

  it("appends events, runs every kind of command of the demo data, projects and verifies", async () => {
    await appendToStream(app.sql, {
      streamId: `probe-${1_000_000 + Math.floor(Math.random() * 1_000_000)}`, streamType: "probe", expectedVersion: 0,
      events: [{ type: "ProbeCounted", data: { n: 1 } }],
      metadata: { actorId: 1, correlationId: randomUUID(), causationId: null, commandId: null },
      recordedAt: new Date(AT),
    });
    const report = await seedDemoData(app.sql);
    expect(report.companies).toBe(7);
    expect(report.appended).toBeGreaterThan(100);
    await catchUpAll(app.sql);
    const verified = await verifyProjections(app.sql);
    expect(verified.map((v) => [v.name, v.differences])).toEqual(verified.map((v) => [v.name, 0]));
    const [{ n }] = await app.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM person_list WHERE username = 'hr'`;
    expect(n).toBe(1);
    // why the longer timeout: the whole demo seed (with the sites' journals, ADR-0063) on a loaded shared machine
  }, 180_000);

  it("cannot UPDATE, DELETE or TRUNCATE events, nor switch off, drop or add a trigger", async () => {
    const before = await fingerprint(app);
    expect(before.n).toBeGreaterThan(100);
    const attempts = {
      update: app.sql`UPDATE events SET data = '{}'::jsonb`,
      delete: app.sql`DELETE FROM events`,
      truncate: app.sql`TRUNCATE events`,
      disableTrigger: app.sql`ALTER TABLE events DISABLE TRIGGER events_no_update`,
      disableAllTriggers: app.sql`ALTER TABLE events DISABLE TRIGGER USER`,
      dropTrigger: app.sql`DROP TRIGGER events_no_update ON events`,
      dropTruncateTrigger: app.sql`DROP TRIGGER events_no_truncate ON events`,
      createTrigger: app.sql.unsafe(`CREATE TRIGGER sneaky BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION events_refuse_change()`),
      replicaMode: app.sql`SET session_replication_role = replica`,
      takeOwnership: app.sql.unsafe(`ALTER TABLE events OWNER TO "${appRole}"`),
      dropTable: app.sql`DROP TABLE events`,
    };
    for (const [what, attempt] of Object.entries(attempts)) {
      const r = await refusal(attempt);
      expect({ what, code: r.code }).toEqual({ what, code: "42501" });
      expect(r.message, what).toMatch(/permission denied|must be owner/);
    }
    expect(await fingerprint(app)).toEqual(before);
  });

  it("cannot change the schema's bookkeeping, create tables, or grant itself more", async () => {
    for (const attempt of [
      app.sql`UPDATE projection_registry SET active_table = 'events'`,
      app.sql`DELETE FROM schema_migrations`,
      app.sql`CREATE TABLE mine (x int)`,
    ]) {
      const r = await refusal(attempt);
      expect(r.code).toBe("42501");
    }
    // holding some privilege without its grant option, PostgreSQL only warns that nothing was granted
    await app.sql.unsafe(`GRANT UPDATE ON events TO "${appRole}"`);
    const [p] = await app.sql<{ update: boolean; insert: boolean }[]>`
      SELECT has_table_privilege('events', 'UPDATE') AS update, has_table_privilege('events', 'INSERT') AS insert`;
    expect(p).toEqual({ update: false, insert: true });
  });
});

describe("the owner", () => {
  it("is refused UPDATE, DELETE and TRUNCATE by the triggers", async () => {
    await expect(owner.sql`UPDATE events SET data = '{}'::jsonb`).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(owner.sql`DELETE FROM events`).rejects.toThrow(/append-only: DELETE refused/);
    await expect(owner.sql`TRUNCATE events`).rejects.toThrow(/append-only: TRUNCATE refused/);
  });

  it("could switch a trigger off (rolled back here): why the app must not be the owner", async () => {
    const marker = new Error("rolled back on purpose");
    await expect(
      owner.sql.begin(async (tx) => {
        await tx`ALTER TABLE events DISABLE TRIGGER events_no_update`;
        throw marker;
      }),
    ).rejects.toBe(marker);
    const [{ enabled }] = await owner.sql<{ enabled: string }[]>`SELECT tgenabled AS enabled FROM pg_trigger WHERE tgname = 'events_no_update'`;
    expect(enabled).toBe("O");
  });

  it("rebuilds a projection that the app's role keeps writing and reading; the app's role cannot rebuild", async () => {
    const festivities = allProjections.find((p) => p.name === "festivity_list")!;
    const before = await activeTable(app.sql, "festivity_list");
    const rebuilt = await rebuildProjection(owner.sql, festivities);
    expect(rebuilt.table).not.toBe(before);
    const added = await handleCommand(app.sql, festivityDecider, {
      command: (id) => ({ type: "AddFestivity" as const, festivityId: id, details: { title: `Roles ${suffix}`, startDate: "2030-08-02", endDate: "2030-08-02", companyCode: null } }),
      meta: { actorId: null, now: AT, commandId: randomUUID() },
      target: { sequence: "festivity_id_seq" },
    });
    const rows = await app.sql<{ title: string }[]>`SELECT title FROM festivity_list WHERE id = ${added.id}`;
    expect(rows).toEqual([{ title: `Roles ${suffix}` }]);
    const refused = await refusal(rebuildProjection(app.sql, festivities));
    expect(refused.code).toBe("42501");
  });
});

describe("the operator's commands with two roles", () => {
  function run(env: { DATABASE_URL?: string; MIGRATION_DATABASE_URL?: string }, script: string, ...args: string[]) {
    const all: NodeJS.ProcessEnv = { ...process.env, CANTIERE_PROJECTOR: "off" };
    delete all.DATABASE_URL;
    delete all.MIGRATION_DATABASE_URL;
    const r = spawnSync(process.execPath, ["--import", "tsx", `scripts/${script}`, ...args], { env: { ...all, ...env }, encoding: "utf8", timeout: 120_000 });
    return { code: r.status, out: `${r.stdout}${r.stderr}` };
  }

  // why the longer limit: several operator commands, each a Node process that compiles the scripts
  // first (tsx); beside the other runs of the suite they took over 60 s (a limit, not a speed target)
  it("db:migrate and projections:rebuild run as the owner; without the owner's URL a rebuild is refused", { timeout: 240_000 }, async () => {
    const migrated = run({ DATABASE_URL: appUrl, MIGRATION_DATABASE_URL: ownerUrl }, "db-migrate.ts");
    expect(migrated.code, migrated.out).toBe(0);
    expect(migrated.out).toContain("privileges granted to DATABASE_URL's role");

    const rebuilt = run({ DATABASE_URL: appUrl, MIGRATION_DATABASE_URL: ownerUrl }, "projections-rebuild.ts", "site_list");
    expect(rebuilt.code, rebuilt.out).toBe(0);
    const [{ owner: tableOwner }] = await app.sql<{ owner: string }[]>`
      SELECT pg_get_userbyid(c.relowner) AS owner FROM projection_registry r JOIN pg_class c ON c.oid = to_regclass(r.active_table) WHERE r.name = 'site_list'`;
    expect(tableOwner).toBe(ownerRole);

    const refused = run({ DATABASE_URL: appUrl }, "projections-rebuild.ts", "site_list");
    expect(refused.code).not.toBe(0);
    expect(refused.out).toMatch(/permission denied/);

    const verified = run({ DATABASE_URL: appUrl }, "projections-verify.ts");
    expect(verified.code, verified.out).toBe(0);

    const halfConfigured = run({ MIGRATION_DATABASE_URL: ownerUrl }, "db-migrate.ts");
    expect(halfConfigured.code).not.toBe(0);
    expect(halfConfigured.out).toContain("MIGRATION_DATABASE_URL is set without DATABASE_URL");
  });
});

describe("starting up", () => {
  it("with DATABASE_URL alone as the app's role: passes when nothing is pending, refuses a pending migration", async () => {
    await prepareDatabase(app, () => {});
    const dir = await mkdtemp(path.join(tmpdir(), "cantiere-migrations-"));
    const previous = process.env.MIGRATIONS_DIR;
    try {
      await cp(path.resolve("migrations"), dir, { recursive: true });
      await writeFile(path.join(dir, "9999_probe.sql"), "CREATE TABLE roles_probe (x int);\n");
      process.env.MIGRATIONS_DIR = dir;
      await expect(prepareDatabase(app, () => {})).rejects.toThrow(/MIGRATION_DATABASE_URL/);
    } finally {
      if (previous === undefined) delete process.env.MIGRATIONS_DIR;
      else process.env.MIGRATIONS_DIR = previous;
      await rm(dir, { recursive: true, force: true });
    }
    const [{ probe }] = await owner.sql<{ probe: string | null }[]>`SELECT to_regclass('roles_probe')::text AS probe`;
    expect(probe).toBeNull();
  });

  it("refuses an app connection that owns the events table or is a superuser", async () => {
    await expect(prepareDatabase(owner, () => {}, { migrationUrl: ownerUrl })).rejects.toThrow(/owns the events table/);
    const superuser = await openDb({ url: urlAs(null, dbName), max: 1 });
    try {
      await expect(prepareDatabase(superuser, () => {}, { migrationUrl: ownerUrl })).rejects.toThrow(/superuser/);
    } finally {
      await superuser.close();
    }
  });

  it("takes back a privilege granted by hand at the next start", async () => {
    await owner.sql.unsafe(`GRANT UPDATE, DELETE ON events TO "${appRole}"`);
    await prepareDatabase(app, () => {}, { migrationUrl: ownerUrl });
    const r = await refusal(app.sql`DELETE FROM events`);
    expect(r.code).toBe("42501");
    expect(r.message).toMatch(/permission denied/);
  });
});
