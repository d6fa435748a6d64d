// A reset of PostgreSQL connections must never end the app (issue 42 H1, ADR-0096). postgres.js
// 3.4.9, the latest release, has no fix yet, so this patches the installed copy: run by `npm
// install` / `npm ci` (package.json "postinstall") and again by scripts/build.mjs, so a developer's
// checkout, CI and the Dockerfile all run the patched driver.
//
// The defects, all in the handling of a connection whose socket closed (a backend terminated, a
// restart, a failover, a pooler dropping it):
// 1. `nextWrite()` runs from a setImmediate after `closed()` set `socket` to null and throws a
//    TypeError no caller can catch: the process exits. `closed()` and `terminate()` clear that
//    immediate without forgetting it, so a later write is never sent and its query hangs.
//    Upstream: porsager/postgres#1154, #1066, #1208; PRs #1168, #1176 (guard and drop), #1209
//    (guard and settle). As #1209 shows, dropping the write leaves its query pending forever:
//    here the guard settles the pending queries with CONNECTION_CLOSED.
// 2. A reserved connection (`sql.reserve()`, the command handler's) or a transaction (`sql.begin`)
//    whose connection closed keeps sending through its handle: the ROLLBACK after the failure,
//    and the release, reach the connection the pool has meanwhile reopened and handed to someone
//    else (a ROLLBACK inside another request's transaction), and statements queued in the handle
//    never settle. Here the handle refuses everything after the close with CONNECTION_CLOSED,
//    settles what it queued, and a release after the close leaves the connection to the pool.
//    Upstream: porsager/postgres#1186, #1215.
// 3. `closed()` settles the pending statements only when the socket closed without an error, on
//    the grounds that the error already did; a statement sent between the error and the close
//    (the next query of a reserved connection) then waits forever. Here it settles them either way.
//    And the error a terminated backend sent last (57P01) was kept across the reconnect and failed
//    the first statement on the reopened connection; here it is forgotten when the socket closes.
//
// Each edit names the exact text it replaces, once per file; a file that is neither the known
// original nor already patched (another postgres version) stops the install with the reason, so
// a version bump cannot silently drop the fix: check upstream, then adapt or delete this script.
// Idempotent; writes a new file and renames it over the old one.
import { existsSync, readFileSync, realpathSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const VERSION = "3.4.9";
const MARK = "/* cantiere: reset-safe (scripts/patch-postgres.mjs, ADR-0096) */";

/** [original, patched] pairs; `original` must occur exactly once in the file. */
const CONNECTION_EDITS = [
  [
    `  function nextWrite(fn) {
    const x = socket.write(chunk, fn)`,
    `  function nextWrite(fn) {
    if (!socket) { ${MARK}
      // the socket closed before this deferred write ran: settle what waits for it instead of throwing
      nextWriteTimer !== null && clearImmediate(nextWriteTimer)
      chunk = nextWriteTimer = null
      error(Errors.connection('CONNECTION_CLOSED', options))
      return false
    }
    const x = socket.write(chunk, fn)`,
  ],
  [
    `    clearImmediate(nextWriteTimer)
    if (socket) {`,
    `    clearImmediate(nextWriteTimer)
    nextWriteTimer = chunk = null
    if (socket) {`,
  ],
  [
    `    clearImmediate(nextWriteTimer)
    socket.removeListener('data', data)`,
    `    clearImmediate(nextWriteTimer)
    nextWriteTimer = chunk = null
    socket.removeListener('data', data)`,
  ],
  [
    `    !hadError && (query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))
    closedTime = performance.now()`,
    `    if (query || sent.length) ${MARK}
      error(Errors.connection('CONNECTION_CLOSED', options, socket))
    query = errorResponse = null
    closedTime = performance.now()`,
  ],
];

const INDEX_EDITS = [
  [
    `    move(c, reserved)
    c.reserved = () => queue.length
      ? c.execute(queue.shift())
      : move(c, reserved)
    c.reserved.release = true

    const sql = Sql(handler)
    sql.release = () => {
      c.reserved = null
      onopen(c)
    }

    return sql

    function handler(q) {
      c.queue === full`,
    `    move(c, reserved)
    c.reserved = () => queue.length
      ? c.execute(queue.shift())
      : move(c, reserved)
    c.reserved.release = true
    let lost = null ${MARK}
    c.onclose = e => {
      lost = e
      while (queue.length)
        queue.shift().reject(e)
    }

    const sql = Sql(handler)
    sql.release = () => {
      if (lost)
        return
      c.onclose = null
      c.reserved = null
      onopen(c)
    }

    return sql

    function handler(q) {
      if (lost)
        return q.reject(Errors.connection('CONNECTION_CLOSED', options))
      c.queue === full`,
  ],
  [
    `    const queries = Queue()
    let savepoints = 0
      , connection
      , prepare = null`,
    `    const queries = Queue()
    let savepoints = 0
      , connection
      , prepare = null
      , lost = null ${MARK}`,
  ],
  [
    `        new Promise((_, reject) => connection.onclose = reject)`,
    `        new Promise((_, reject) => connection.onclose = e => {
          lost = e
          while (queries.length)
            queries.shift().reject(e)
          reject(e)
        })`,
  ],
  [
    `        q.catch(e => uncaughtError || (uncaughtError = e))
        c.queue === full`,
    `        q.catch(e => uncaughtError || (uncaughtError = e))
        if (lost)
          return q.reject(Errors.connection('CONNECTION_CLOSED', options))
        c.queue === full`,
  ],
];

/** Every copy of the driver the package ships: ESM (Node, Bun), CommonJS, Cloudflare Workers. */
const FILES = ["src", "cjs/src", "cf/src"].flatMap((dir) => [
  { file: `${dir}/connection.js`, edits: CONNECTION_EDITS },
  { file: `${dir}/index.js`, edits: INDEX_EDITS },
]);

const count = (source, what) => source.split(what).length - 1;

/** The patched source; throws when `source` is not the text this patch knows. */
export function patchSource(source, edits, name = "file") {
  let out = source;
  for (const [original, patched] of edits) {
    const n = count(out, original);
    if (n !== 1) throw new Error(`${name}: expected the original text once, found it ${n} times:\n${original}`);
    out = out.replace(original, () => patched);
  }
  return out;
}

/** The source before the patch (for the tests that run both); throws when it is not patched as this script patches. */
export function unpatchSource(source, edits, name = "file") {
  let out = source;
  for (const [original, patched] of [...edits].reverse()) {
    const n = count(out, patched);
    if (n !== 1) throw new Error(`${name}: expected the patched text once, found it ${n} times:\n${patched}`);
    out = out.replace(patched, () => original);
  }
  return out;
}

/** Whether `source` carries every edit. */
export function isPatched(source, edits) {
  return edits.every(([, patched]) => count(source, patched) === 1);
}

/** The installed package's folder (its package.json is not among its exports: found from its entry). */
export function postgresDir(from = import.meta.url) {
  let dir = path.dirname(createRequire(from).resolve("postgres"));
  for (;;) {
    const pkg = path.join(dir, "package.json");
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, "utf8")).name === "postgres") return dir;
    const up = path.dirname(dir);
    if (up === dir) throw new Error("postgres is not installed");
    dir = up;
  }
}

/** The files to patch with their edits (for the tests). */
export function patchedFiles() {
  return FILES.map((f) => ({ ...f }));
}

/**
 * Patches the installed postgres.js; throws (naming the file and the text) when the version or a
 * file is not the one this patch knows. @returns {{ file: string, outcome: "patched" | "already" }[]}
 */
export function patchPostgres(dir = postgresDir()) {
  const version = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")).version;
  if (version !== VERSION) {
    throw new Error(
      `postgres ${version} is installed; scripts/patch-postgres.mjs patches ${VERSION} (ADR-0096). ` +
        "Check whether the new release fixes porsager/postgres#1208 and #1215, then adapt or remove the patch.",
    );
  }
  // every file is checked before any is written: a half-patched driver is worse than none
  const plans = FILES.map(({ file, edits }) => {
    const full = path.join(dir, file);
    const source = readFileSync(full, "utf8");
    if (isPatched(source, edits)) return { file: full, outcome: "already", source };
    return { file: full, outcome: "patched", source: patchSource(source, edits, full) };
  });
  for (const p of plans) {
    if (p.outcome !== "patched") continue;
    const tmp = `${p.file}.${process.pid}.tmp`;
    writeFileSync(tmp, p.source);
    renameSync(tmp, p.file);
  }
  return plans.map(({ file, outcome }) => ({ file, outcome }));
}

// run as a script (the postinstall): compared as real paths, so a symlinked or space-holding
// checkout cannot skip the patch silently. An argument names another copy of the package (the tests).
if (process.argv[1] && realpathSync(fileURLToPath(import.meta.url)) === realpathSync(process.argv[1])) {
  try {
    const done = patchPostgres(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
    const patched = done.filter((d) => d.outcome === "patched").length;
    // silent when there was nothing to do, as the README promises a quiet install
    if (patched > 0) console.log(`[patch-postgres] postgres ${VERSION}: ${patched} of ${done.length} files patched (ADR-0096)`);
  } catch (err) {
    console.error(`[patch-postgres] ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}
