// npm run build (and npm start's first step): the Remix classic compiler's `remix build`, ended so
// that esbuild's service is stopped before the process exits (ADR-0046).
//
// why: @remix-run/dev's own CLI calls process.exit(0) as soon as the build resolves. The compiler
// never disposes its esbuild contexts, so esbuild 0.17.6's Go service is still running then, and it
// pings this process every second (`--ping`). A ping left unanswered when the process exits makes
// the service crash with a 30-line "fatal error: all goroutines are asleep - deadlock!" dump on
// the terminal, right after "built" — now and then, more often on a slow or busy machine.
// esbuild 0.17 has no stop() (later versions have one: it kills the service), so the services the
// build spawns are kept here and ended the same way before this process exits.
import childProcess from "node:child_process";

const children = new Set();
const spawn = childProcess.spawn;
// why: esbuild's main.js calls require("child_process").spawn at run time, which is this object
childProcess.spawn = function spawnKept(...args) {
  const child = spawn.apply(this, args);
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
};

/** Ends every child the build left running and waits until each has gone. */
function stopChildren() {
  const running = [...children].filter((c) => c.exitCode === null && c.signalCode === null);
  return Promise.all(
    running.map(
      (child) =>
        new Promise((resolve) => {
          child.once("exit", resolve);
          child.kill();
        }),
    ),
  );
}

// the server's route matching, cached (scripts/patch-router.mjs, ADR-0065): silent when done
const { patchRouter } = await import("./patch-router.mjs");
for (const patch of patchRouter()) {
  if (patch.outcome === "unknown") console.warn(`[build] ${patch.file} is not the version scripts/patch-router.mjs patches: its route tables stay uncached`);
}

// the driver that survives connection resets (scripts/patch-postgres.mjs, ADR-0096): `npm install`
// applied it already; again here for a node_modules installed with --ignore-scripts. A postgres
// version the patch does not know stops the build: the app must not run unprotected unnoticed.
const { patchPostgres } = await import("./patch-postgres.mjs");
try {
  patchPostgres();
} catch (err) {
  console.error(`[build] ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}

// the sources' hash, taken before the build reads them, written beside the build once it succeeded
// (scripts/build-inputs.mjs, ADR-0141): `npm start` and the test runner skip a build that is current
const { inputsHash, stampBuild } = await import("./build-inputs.mjs");
const hash = inputsHash(process.env.NODE_ENV ?? "production");
const { cli } = await import("@remix-run/dev");
let status = 0;
try {
  await cli.run(["build", ...process.argv.slice(2)]);
  // the stamping page's service worker (ADR-0124): a script of its own, outside the Remix bundle;
  // served as /stamping-sw.js by server.mjs
  const esbuild = await import("esbuild");
  await esbuild.build({
    entryPoints: ["app/ui/stamping/offline/service-worker.ts"],
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2020",
    outfile: "public/build/stamping-sw.js",
    logLevel: "warning",
  });
  stampBuild(hash);
} catch (err) {
  if (err) console.error(err);
  status = 1;
}
await stopChildren();
process.exit(status);
