// What a build is made from (issue 40, ADR-0141): one hash over the sources the Remix build and the
// service worker read. scripts/build.mjs writes it beside the build when it succeeds; `npm start`,
// the install's early build and the test runner skip a build whose hash is still the sources' one.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
/** the folders and files a build reads (public/build is its output) */
const INPUTS = ["app", "pdf-templates", "public", "remix.config.js", "tsconfig.json", "package-lock.json", "scripts/build.mjs", "scripts/patch-router.mjs", "scripts/patch-postgres.mjs"];
const SKIP = new Set([path.join(root, "public", "build")]);
/** where the hash of the last successful build is kept */
export const STAMP = path.join(root, "build", ".inputs");

function walk(p, out) {
  if (SKIP.has(p) || !existsSync(p)) return;
  const st = statSync(p);
  if (st.isDirectory()) for (const name of readdirSync(p).sort()) walk(path.join(p, name), out);
  else if (st.isFile()) out.push(p);
}

/** The hash of every input file's path and bytes, and of the build mode. */
export function inputsHash(mode = process.env.NODE_ENV ?? "production") {
  const files = [];
  for (const i of INPUTS) walk(path.join(root, i), files);
  const h = createHash("sha256").update(`mode:${mode}\n`);
  for (const f of files) h.update(`${path.relative(root, f)}\n`).update(readFileSync(f));
  return h.digest("hex");
}

/** True when build/ and public/build/ hold a build of the sources as they are now. */
export function buildIsCurrent(mode) {
  if (!existsSync(STAMP) || !existsSync(path.join(root, "build", "index.js")) || !existsSync(path.join(root, "public", "build"))) return false;
  return readFileSync(STAMP, "utf8").trim() === inputsHash(mode);
}

/** Called by scripts/build.mjs after a successful build. */
export function stampBuild(hash) {
  writeFileSync(STAMP, `${hash}\n`);
}
