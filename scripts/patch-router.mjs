// Route matching without redoing the same work on every request (issue 20, ADR-0065): patches the
// server's copy of @remix-run/router (node_modules/@remix-run/router/dist/router.cjs.js, 1.23.x) so
// that `compilePath` keeps each route path's regular expression and `matchRoutes` keeps each route
// table's flattened, ranked branches (by the routes array, in a WeakMap). Unpatched, every request
// matched its URL three times (the server runtime, the static handler, React Router's render), and
// each match flattened and ranked all ~110 routes again and compiled a regular expression for every
// route path it tried: ≈ 1.8 ms of a 19 ms page (bench/RESULTS-load.md).
//
// Run by scripts/build.mjs before each build, so every way of building the app (npm start, npm test,
// the Dockerfile) serves the patched file. Idempotent; writes a new file and renames it over the old
// one (a hard-linked node_modules elsewhere keeps its own copy). If the file is not the one this
// patch knows (another router version), nothing is changed and the build goes on: the app works the
// same, only slower — the caller prints why.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const MARK = "/* cantiere: route matching cached (scripts/patch-router.mjs) */";

const MATCH_OLD = `  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
  let matches = null;`;
const MATCH_NEW = `  let branches = rankedBranches(routes);
  let matches = null;`;
const COMPILE_OLD = "function compilePath(path, caseSensitive, end) {";
const ADDED = `${MARK}
const rankedBranchesOf = new WeakMap();
function rankedBranches(routes) {
  let branches = rankedBranchesOf.get(routes);
  if (branches === undefined) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    rankedBranchesOf.set(routes, branches);
  }
  return branches;
}
const compiledPaths = new Map();
function compilePath(path, caseSensitive, end) {
  const key = (caseSensitive ? "1" : "0") + (end === undefined || end ? "1" : "0") + path;
  let compiled = compiledPaths.get(key);
  if (compiled === undefined) {
    compiled = compilePathUncached(path, caseSensitive, end);
    if (compiledPaths.size >= 10000) compiledPaths.clear();
    compiledPaths.set(key, compiled);
  }
  return compiled;
}
function compilePathUncached(path, caseSensitive, end) {`;

/** The patched source, or null when `source` is not the file this patch knows. */
export function patchSource(source) {
  const once = (what) => source.split(what).length === 2;
  if (source.includes(MARK) || !once(MATCH_OLD) || !once(COMPILE_OLD)) return null;
  return source.replace(MATCH_OLD, MATCH_NEW).replace(COMPILE_OLD, ADDED);
}

/** The source before the patch (for the test that compares both), or null when it is not patched. */
export function unpatchSource(source) {
  if (!source.includes(ADDED) || source.split(MATCH_NEW).length !== 2) return null;
  return source.replace(ADDED, COMPILE_OLD).replace(MATCH_NEW, MATCH_OLD);
}

/** @returns {{ file: string, outcome: "patched" | "already" | "unknown" }} */
export function patchRouter() {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve("@remix-run/router/package.json");
  const file = pkg.replace(/package\.json$/, "dist/router.cjs.js");
  const version = JSON.parse(readFileSync(pkg, "utf8")).version;
  const source = readFileSync(file, "utf8");
  if (source.includes(MARK)) return { file, outcome: "already" };
  const patched = /^1\.23\./.test(version) ? patchSource(source) : null;
  if (patched === null) return { file, outcome: "unknown" };
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, patched);
  renameSync(tmp, file);
  return { file, outcome: "patched" };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { file, outcome } = patchRouter();
  console.log(`${file}: ${outcome}`);
}
