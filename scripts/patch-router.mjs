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

const MARK = "/* cantiere: route matching cached, v2 (scripts/patch-router.mjs) */";
/** the first version of this patch (flattened branches and compiled paths only), undone before v2 is applied */
const MARK_V1 = "/* cantiere: route matching cached (scripts/patch-router.mjs) */";

const MATCH_OLD = `  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
  let matches = null;`;
const MATCH_NEW_V1 = `  let branches = rankedBranches(routes);
  let matches = null;`;
const LOOP_OLD = `  let decoded = decodePath(pathname);
  for (let i = 0; matches == null && i < branches.length; ++i) {
    // Incoming pathnames are generally encoded from either window.location
    // or from router.navigate, but we want to match against the unencoded
    // paths in the route definitions.  Memory router locations won't be
    // encoded here but there also shouldn't be anything to decode so this
    // should be a safe operation.  This avoids needing matchRoutes to be
    // history-aware.
    matches = matchRouteBranch(branches[i], decoded, allowPartial);
  }
  return matches;`;
const MATCH_NEW = `  let branches = rankedBranches(routes);
  return firstMatch(branches, decodePath(pathname), allowPartial);`;
const COMPILE_OLD = "function compilePath(path, caseSensitive, end) {";
const CACHES = `const rankedBranchesOf = new WeakMap();
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
}`;
const ADDED_V1 = `${MARK_V1}
${CACHES}
function compilePathUncached(path, caseSensitive, end) {`;
const ADDED = `${MARK}
${CACHES}
// which branch matched a path first (its index, -1 for none), by the ranked branches: the next
// request for the same path matches that branch alone instead of trying every one before it
const firstMatchOf = new WeakMap();
function firstMatch(branches, decoded, allowPartial) {
  let known = firstMatchOf.get(branches);
  if (known === undefined) {
    known = new Map();
    firstMatchOf.set(branches, known);
  }
  const key = decoded.length <= 512 ? (allowPartial ? "1" : "0") + decoded : null;
  const index = key === null ? undefined : known.get(key);
  if (index !== undefined) return index < 0 ? null : matchRouteBranch(branches[index], decoded, allowPartial);
  let matches = null;
  let i = 0;
  for (; matches == null && i < branches.length; ++i) matches = matchRouteBranch(branches[i], decoded, allowPartial);
  if (key !== null) {
    if (known.size >= 5000) known.clear();
    known.set(key, matches == null ? -1 : i - 1);
  }
  return matches;
}
function compilePathUncached(path, caseSensitive, end) {`;

const once = (source, what) => source.split(what).length === 2;

/** The patched source, or null when `source` is not the file this patch knows (a v1-patched file is undone first). */
export function patchSource(source) {
  if (source.includes(MARK)) return null;
  if (source.includes(MARK_V1)) {
    if (!once(source, ADDED_V1) || !once(source, MATCH_NEW_V1)) return null;
    source = source.replace(ADDED_V1, COMPILE_OLD).replace(MATCH_NEW_V1, MATCH_OLD);
  }
  if (!once(source, MATCH_OLD + "\n" + LOOP_OLD) || !once(source, COMPILE_OLD)) return null;
  return source.replace(MATCH_OLD + "\n" + LOOP_OLD, MATCH_NEW).replace(COMPILE_OLD, ADDED);
}

/** The source before the patch (for the test that compares both), or null when it is not patched. */
export function unpatchSource(source) {
  if (source.includes(MARK_V1) && once(source, ADDED_V1)) return source.replace(ADDED_V1, COMPILE_OLD).replace(MATCH_NEW_V1, MATCH_OLD);
  if (!source.includes(ADDED) || !once(source, MATCH_NEW)) return null;
  return source.replace(ADDED, COMPILE_OLD).replace(MATCH_NEW, MATCH_OLD + "\n" + LOOP_OLD);
}

/**
 * The route tables a server render builds again for every request, built once per build instead
 * (session 45: 4.2 ms of a 42 ms page): Remix's `RemixServer` made its routes from the build's
 * manifest (`createServerRoutes`, 3.0 ms), and React Router's `createStaticRouter` converted them to
 * data routes again (1.3 ms), so the render's route match also missed the branch cache above. Both
 * are pure functions of the build: the routes are kept by the manifest's route table (the build's
 * own object) and checked against the route modules, the data routes by the routes array.
 */
const SERVER_ROUTES_MARK = "/* cantiere: server routes kept per build (scripts/patch-router.mjs) */";
const SERVER_ROUTES_OLD = "  let routes$1 = routes.createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);";
const SERVER_ROUTES_NEW = "  let routes$1 = keptServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);";
const SERVER_ROUTES_ADDED = `${SERVER_ROUTES_MARK}
const serverRoutesOf = new WeakMap();
function keptServerRoutes(manifestRoutes, routeModules, future, isSpaMode) {
  let kept = serverRoutesOf.get(manifestRoutes);
  const same = kept !== undefined && kept.future === future && kept.isSpaMode === isSpaMode &&
    Object.keys(manifestRoutes).every((id) => kept.routeModules[id] === routeModules[id]);
  if (!same) {
    kept = { future, isSpaMode, routeModules: { ...routeModules }, routes: routes.createServerRoutes(manifestRoutes, routeModules, future, isSpaMode) };
    serverRoutesOf.set(manifestRoutes, kept);
  }
  return kept.routes;
}

function RemixServer({`;
const DATA_ROUTES_MARK = "/* cantiere: static data routes kept per routes array (scripts/patch-router.mjs) */";
const DATA_ROUTES_OLD = `function createStaticRouter(routes, context, opts = {}) {
  let manifest = {};
  let dataRoutes = router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest);`;
const DATA_ROUTES_NEW = `${DATA_ROUTES_MARK}
const dataRoutesOf = new WeakMap();
function createStaticRouter(routes, context, opts = {}) {
  let kept = dataRoutesOf.get(routes);
  if (kept === undefined) {
    const manifest = {};
    kept = { manifest, dataRoutes: router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest) };
    dataRoutesOf.set(routes, kept);
  }
  let { manifest, dataRoutes } = kept;`;

/** The two smaller patches, each of one file: [package, file in it, version prefix, mark, [old, new] pairs]. */
export const RENDER_PATCHES = [
  { pkg: "@remix-run/react", file: "dist/server.js", version: /^2\.17\./, mark: SERVER_ROUTES_MARK, swaps: [[SERVER_ROUTES_OLD, SERVER_ROUTES_NEW], ["function RemixServer({", SERVER_ROUTES_ADDED]] },
  { pkg: "react-router-dom", file: "server.js", version: /^6\.30\./, mark: DATA_ROUTES_MARK, swaps: [[DATA_ROUTES_OLD, DATA_ROUTES_NEW]] },
];

/** One of RENDER_PATCHES applied to `source`, or null when it is applied already or the file is not the one it knows. */
export function patchRenderSource(patch, source) {
  if (source.includes(patch.mark) || !patch.swaps.every(([old]) => once(source, old))) return null;
  return patch.swaps.reduce((s, [old, next]) => s.replace(old, next), source);
}

/** The source before one of RENDER_PATCHES, or null when it is not patched. */
export function unpatchRenderSource(patch, source) {
  if (!source.includes(patch.mark) || !patch.swaps.every(([, next]) => once(source, next))) return null;
  return [...patch.swaps].reverse().reduce((s, [old, next]) => s.replace(next, old), source);
}

function writeOver(file, text) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

/** @returns {{ file: string, outcome: "patched" | "already" | "unknown" }[]} the router's file first, then the render patches' */
export function patchRouter() {
  const require = createRequire(import.meta.url);
  const results = [];
  const pkg = require.resolve("@remix-run/router/package.json");
  const file = pkg.replace(/package\.json$/, "dist/router.cjs.js");
  const version = JSON.parse(readFileSync(pkg, "utf8")).version;
  const source = readFileSync(file, "utf8");
  if (source.includes(MARK)) results.push({ file, outcome: "already" });
  else {
    const patched = /^1\.23\./.test(version) ? patchSource(source) : null;
    if (patched !== null) writeOver(file, patched);
    results.push({ file, outcome: patched === null ? "unknown" : "patched" });
  }
  for (const patch of RENDER_PATCHES) {
    const manifest = require.resolve(`${patch.pkg}/package.json`);
    const target = manifest.replace(/package\.json$/, patch.file);
    const text = readFileSync(target, "utf8");
    if (text.includes(patch.mark)) {
      results.push({ file: target, outcome: "already" });
      continue;
    }
    const patched = patch.version.test(JSON.parse(readFileSync(manifest, "utf8")).version) ? patchRenderSource(patch, text) : null;
    if (patched !== null) writeOver(target, patched);
    results.push({ file: target, outcome: patched === null ? "unknown" : "patched" });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { file, outcome } of patchRouter()) console.log(`${file}: ${outcome}`);
}
