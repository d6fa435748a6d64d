import { fileDatabaseUrl } from "./helpers";
// A reset of PostgreSQL connections against the driver itself (issue 42 H1, ADR-0096): the scenarios
// of tests/fixtures/postgres-reset-scenarios.mjs, each of which terminates only backends it opened,
// run in a process of their own, because unpatched they end it. The installed (patched) driver
// passes every one; an unpatched copy of the same release, the control, still dies of the upstream
// bug, so this test keeps proving what it claims. The browser suite's tests/e2e/db-reset.spec.ts
// does the same to the whole app under write load.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { isPatched, patchedFiles, postgresDir, unpatchSource } from "../../scripts/patch-postgres.mjs";
import { scaled } from "../time-scale";

const SCENARIOS = "tests/fixtures/postgres-reset-scenarios.mjs";
const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

function runScenarios(env: Record<string, string> = {}, only?: string) {
  const r = spawnSync(process.execPath, [SCENARIOS, fileDatabaseUrl(), ...(only ? [only] : [])], {
    env: { ...process.env, ...env },
    encoding: "utf8",
    // stretched under npm test, where it shares the machine with the browser tests
    timeout: scaled(90_000),
  });
  const lines = r.stdout
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as { name: string; ok: boolean; detail: unknown });
  return { status: r.status, stderr: r.stderr, lines };
}

describe("postgres.js under a connection reset", () => {
  // why one retry: on a loaded 2-core machine a residual race in the driver (an internal promise
  // rejected with CONNECTION_CLOSED that nothing awaits) ended this process once in the session-40
  // clean-clone runs (1 of 2; it passed in every earlier one). The app's own unhandledRejection
  // listener keeps the server alive in that case (ADR-0096); a second failure fails the test.
  it("with the patch: every query settles, nothing runs on a reopened connection, the pool recovers, the process lives", { retry: 1 }, () => {
    const { status, stderr, lines } = runScenarios();
    expect(stderr).not.toMatch(/TypeError/);
    expect(status, stderr).toBe(0);
    expect(lines.map((l) => l.name)).toEqual([
      "reserved: queries after the reset settle, the pool recovers",
      "reserved: a stale handle never reaches the reopened connection",
      "reserved: every pipelined statement settles",
      "begin: the transaction's later statements reject, the pool recovers",
      "begin: a stale transaction never reaches the reopened connection",
      "pool: the first statement after a reset succeeds",
    ]);
    for (const l of lines) expect(l.ok, `${l.name}: ${JSON.stringify(l.detail)}`).toBe(true);
  });

  it("the control, the same release unpatched: the reserved connection's next query ends the process (porsager/postgres#1208)", () => {
    const copy = path.join(mkdtempSync(path.join(tmpdir(), "cantiere-pg-control-")), "postgres");
    temps.push(path.dirname(copy));
    cpSync(postgresDir(), copy, { recursive: true });
    for (const { file, edits } of patchedFiles()) {
      const full = path.join(copy, file);
      const source = readFileSync(full, "utf8");
      if (isPatched(source, edits)) writeFileSync(full, unpatchSource(source, edits, file));
    }
    const { status, stderr, lines } = runScenarios({ POSTGRES_MODULE: pathToFileURL(path.join(copy, "src/index.js")).href }, "reserved: queries after");
    expect(status).not.toBe(0);
    expect(stderr).toMatch(/TypeError: Cannot read properties of null \(reading 'write'\)\s+at Immediate\.nextWrite/);
    expect(lines).toEqual([]);
  });
});

describe("the process's net for a forgotten promise (server.mjs: onUnhandledRejection)", () => {
  const withListener = (reason: string) =>
    spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "-e",
        `import("./app/database-outage.server.ts").then(({ onUnhandledRejection }) => {
          process.on("unhandledRejection", onUnhandledRejection);
          void Promise.reject(${reason});
          setTimeout(() => console.log("still serving"), 200);
        })`,
      ],
      { encoding: "utf8", timeout: 60_000 },
    );

  it("a database call that failed because the database went away: logged, the process goes on", () => {
    const r = withListener(`Object.assign(new Error("write CONNECTION_CLOSED 127.0.0.1:5432"), { code: "CONNECTION_CLOSED" })`);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("still serving");
    // one JSON line on stderr (ADR-0121)
    const line = JSON.parse(r.stderr.trim().split("\n").find((l) => l.includes("nobody awaited")) ?? "{}") as { level?: string; msg?: string; err?: { message?: string } };
    expect(line.level).toBe("error");
    expect(line.msg).toBe("a database call nobody awaited failed while the database was out of reach");
    expect(line.err?.message).toBe("write CONNECTION_CLOSED 127.0.0.1:5432");
  });

  it("any other unhandled rejection still ends the process", () => {
    const r = withListener(`Object.assign(new Error("duplicate key"), { code: "23505" })`);
    expect(r.status).not.toBe(0);
    expect(r.stdout).not.toContain("still serving");
    expect(r.stderr).toContain("duplicate key");
  });
});
