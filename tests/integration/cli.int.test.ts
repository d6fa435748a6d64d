// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// The operator's commands as an operator runs them: `npm run projections:verify` exits 0 on a
// clean store and non-zero on a corrupted row; `npm run projections:rebuild` repairs it while the
// store stays in use; `npm run db:migrate` applies nothing twice.
import { spawnSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { dbReady, useDb, fileDatabaseUrl } from "./helpers";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
});

function run(script: string, ...args: string[]) {
  const r = spawnSync(process.execPath, ["--import", "tsx", `scripts/${script}`, ...args], {
    env: { ...process.env, DATABASE_URL: fileDatabaseUrl(), CANTIERE_PROJECTOR: "off" },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

describe("the operator's commands", () => {
  it("db:migrate finds nothing left to apply on a migrated store", () => {
    const r = run("db-migrate.ts");
    expect(r.code).toBe(0);
  });

  // why the longer limit: several operator commands, each a Node process that compiles the scripts
  // first (tsx); beside the other runs of the suite they took over 60 s (a limit, not a speed target)
  it("projections:verify exits 0 on the seeded store, non-zero on a corrupted row; projections:rebuild repairs it", { timeout: 240_000 }, async () => {
    const clean = run("projections-verify.ts");
    expect(clean.code, clean.out).toBe(0);
    expect(clean.out).toMatch(/site_list .*: ok/);

    const [{ active_table: table }] = await sql`SELECT active_table FROM projection_registry WHERE name = 'site_list'`;
    await sql.unsafe(`UPDATE "${table}" SET city = 'Atlantide' WHERE id = (SELECT max(id) FROM "${table}")`);
    const dirty = run("projections-verify.ts", "site_list");
    expect(dirty.code).toBe(1);
    expect(dirty.out).toMatch(/site_list .*: 2 DIFFERENT ROWS/);
    expect(dirty.out).toContain("Atlantide");

    const rebuilt = run("projections-rebuild.ts", "site_list");
    expect(rebuilt.code, rebuilt.out).toBe(0);
    const again = run("projections-verify.ts");
    expect(again.code, again.out).toBe(0);
    const [{ n }] = await sql`SELECT count(*)::int AS n FROM site_list WHERE city = 'Atlantide'`;
    expect(n).toBe(0);
  });
});
