import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isPatched, patchedFiles, patchPostgres, patchSource, postgresDir, unpatchSource, VERSION } from "./patch-postgres.mjs";

const installed = postgresDir();
const files = patchedFiles();
const temps: string[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

/** A copy of the installed package with its sources as postgres.js ships them (the patch taken out). */
function pristineCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "cantiere-pg-"));
  temps.push(dir);
  cpSync(installed, dir, { recursive: true });
  for (const { file, edits } of files) {
    const full = path.join(dir, file);
    const source = readFileSync(full, "utf8");
    if (isPatched(source, edits)) writeFileSync(full, unpatchSource(source, edits, file));
  }
  return dir;
}

describe("the postgres.js patch (scripts/patch-postgres.mjs, ADR-0096)", () => {
  it("is applied to every copy the installed package ships: ESM, CommonJS and Workers", () => {
    expect(JSON.parse(readFileSync(path.join(installed, "package.json"), "utf8")).version).toBe(VERSION);
    expect(files.map((f) => f.file).sort()).toEqual(["cf/src/connection.js", "cf/src/index.js", "cjs/src/connection.js", "cjs/src/index.js", "src/connection.js", "src/index.js"]);
    for (const { file, edits } of files) {
      const source = readFileSync(path.join(installed, file), "utf8");
      expect(isPatched(source, edits), `${file} patched (npm install runs the postinstall)`).toBe(true);
      // the deferred write no longer dereferences a closed socket
      if (file.endsWith("connection.js")) expect(source).toMatch(/function nextWrite\(fn\) \{\n\s+if \(!socket\)/);
    }
  });

  it("patches the shipped sources once, and a second run changes nothing", () => {
    const dir = pristineCopy();
    expect(patchPostgres(dir).map((d) => d.outcome)).toEqual(files.map(() => "patched"));
    const once = files.map(({ file }) => readFileSync(path.join(dir, file), "utf8"));
    expect(patchPostgres(dir).map((d) => d.outcome)).toEqual(files.map(() => "already"));
    expect(files.map(({ file }) => readFileSync(path.join(dir, file), "utf8"))).toEqual(once);
    for (const [i, { file }] of files.entries()) expect(once[i]).toBe(readFileSync(path.join(installed, file), "utf8"));
  });

  it("as npm's postinstall runs it: patches, says so, and exits 0; a second run is silent", () => {
    const dir = pristineCopy();
    const run = () => spawnSync(process.execPath, ["scripts/patch-postgres.mjs", dir], { encoding: "utf8", timeout: 30_000 });
    const first = run();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain(`postgres ${VERSION}: 6 of 6 files patched`);
    for (const { file, edits } of files) expect(isPatched(readFileSync(path.join(dir, file), "utf8"), edits), file).toBe(true);
    const second = run();
    expect([second.status, second.stdout, second.stderr]).toEqual([0, "", ""]);
    // why a minute: two Node processes; they passed vitest's 5 s default on a loaded clean-clone run
  }, 60_000);

  it("stops, writing nothing, when a file is not the text it knows (another release)", () => {
    const dir = pristineCopy();
    const changed = path.join(dir, "cjs/src/index.js");
    writeFileSync(changed, readFileSync(changed, "utf8").replace("    c.reserved.release = true\n", "    c.reserved.release = 1\n"));
    const before = files.map(({ file }) => readFileSync(path.join(dir, file), "utf8"));
    expect(() => patchPostgres(dir)).toThrow(/cjs\/src\/index\.js: expected the original text once, found it 0 times/);
    expect(files.map(({ file }) => readFileSync(path.join(dir, file), "utf8"))).toEqual(before);
  });

  it("stops on another version of postgres, naming the upstream issues to check; the install fails", () => {
    const dir = pristineCopy();
    const pkg = path.join(dir, "package.json");
    writeFileSync(pkg, readFileSync(pkg, "utf8").replace(`"version": "${VERSION}"`, '"version": "3.4.10"'));
    expect(() => patchPostgres(dir)).toThrow(/postgres 3\.4\.10 is installed.*porsager\/postgres#1208/);
    const cli = spawnSync(process.execPath, ["scripts/patch-postgres.mjs", dir], { encoding: "utf8", timeout: 30_000 });
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain("postgres 3.4.10 is installed");
  });

  it("refuses a text that holds an edited passage twice", () => {
    const [, { edits }] = files;
    const [[original]] = edits;
    expect(() => patchSource(`${original}\n${original}`, edits)).toThrow(/found it 2 times/);
  });
});
