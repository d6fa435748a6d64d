// The areas' conventions as a test (issue 43, ADR-0104): what only an ADR asked for drifted, what a
// test held did not.
// - one command a file: a file of app/areas names at most one command type (`type: "ApproveLeave"`),
//   and no command type is run from two files; what an area's commands share lives in
//   <entity>-command.server.ts, which runs none of its own;
// - routes and the JSON API never call the command handler: they call an area's command, which does;
// - a route (or an API module) runs the commands of one area at most: a page that needs another
//   area's write goes through that area's page builder, not into its commands;
// - who may send an intent beyond the route's policy is declared beside it (`allowed`), never
//   checked by hand inside its `run`.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve(__dirname, "..");
const read = (rel: string) => readFileSync(path.join(APP, rel), "utf8");
const walk = (dir: string): string[] =>
  readdirSync(path.join(APP, dir), { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(`${dir}/${d.name}`) : /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [`${dir}/${d.name}`] : []));

const areaFiles = walk("areas");
/** the command types a file names: `type: "Pascal"` in a command literal */
const commandTypesOf = (src: string) => [...new Set([...src.matchAll(/\btype: "([A-Z][A-Za-z]+)"/g)].map((m) => m[1]))];
const commandFiles = areaFiles.filter((f) => commandTypesOf(read(f)).length > 0);
const shared = (f: string) => /-command\.server\.ts$/.test(f);

describe("one command a file", () => {
  it("the areas hold their commands", () => {
    expect(commandFiles.length).toBeGreaterThan(80);
  });

  it.each(areaFiles)("%s names at most one command type and calls the handler at most once", (f) => {
    const src = read(f);
    expect(commandTypesOf(src).length, `${f}: ${commandTypesOf(src).join(", ")}`).toBeLessThanOrEqual(1);
    expect((src.match(/\bhandleCommand\(/g) ?? []).length).toBeLessThanOrEqual(1);
  });

  it("no command type is run from two files", () => {
    const where = new Map<string, string[]>();
    for (const f of commandFiles) for (const type of commandTypesOf(read(f))) where.set(type, [...(where.get(type) ?? []), f]);
    expect([...where].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  it.each(areaFiles.filter(shared))("%s shares what its area's commands need and runs no command of its own", (f) => {
    expect(commandTypesOf(read(f))).toEqual([]);
  });

  it.each(commandFiles)("%s is named for its command (<verb>-<entity>.server.ts)", (f) => {
    expect(path.basename(f)).toMatch(/^[a-z]+(-[a-z]+)+\.server\.ts$/);
  });
});

describe("routes and the JSON API", () => {
  const callers = [...walk("routes"), ...walk("api")];
  /** the areas whose command files a module imports */
  const commandAreasOf = (src: string) =>
    new Set([...src.matchAll(/from "~\/(areas\/([a-z-]+)\/[a-z-]+\.server)"/g)].filter((m) => commandFiles.includes(`${m[1]}.ts`)).map((m) => m[2]));

  it.each(callers)("%s never calls the command handler itself", (f) => {
    expect(read(f)).not.toMatch(/\bhandleCommand\(/);
  });

  const intentModules = [...walk("routes"), ...areaFiles].filter((f) => /commandAction\(|defineIntents|IntentContext|IntentMap/.test(read(f)));
  it.each(intentModules)("%s declares who may send its intents (allowed) instead of refusing inside run", (f) => {
    expect(read(f)).not.toMatch(/throw forbidden\(|new DomainError\("forbidden"/);
  });

  it.each(callers)("%s runs the commands of one area at most", (f) => {
    expect([...commandAreasOf(read(f))].length, `${f}: ${[...commandAreasOf(read(f))].join(", ")}`).toBeLessThanOrEqual(1);
  });
});
