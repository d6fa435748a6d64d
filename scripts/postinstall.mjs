// npm install's last step: the database driver patched (scripts/patch-postgres.mjs, ADR-0096), then
// the app built once for `npm start` (ADR-0141), so a first start only serves. The build is skipped
// where there is no app to build (the container's dependency layer copies only this script and the
// patch) or when it is current, and set aside with CANTIERE_SKIP_INSTALL_BUILD=1. A failed build
// does not fail the install: `npm start` builds again and shows why.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const patched = spawnSync(process.execPath, [path.join(root, "scripts", "patch-postgres.mjs")], { stdio: "inherit", cwd: root });
if (patched.status !== 0) process.exit(patched.status ?? 1);

if (process.env.CANTIERE_SKIP_INSTALL_BUILD !== "1" && existsSync(path.join(root, "app", "root.tsx")) && existsSync(path.join(root, "scripts", "build.mjs"))) {
  const { buildIsCurrent } = await import("./build-inputs.mjs");
  if (!buildIsCurrent("production")) {
    const started = Date.now();
    const built = spawnSync(process.execPath, [path.join(root, "scripts", "build.mjs")], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production" },
      encoding: "utf8",
    });
    const seconds = Math.round((Date.now() - started) / 1000);
    if (built.status === 0) console.log(`[postinstall] the app is built for npm start (${seconds} s)`);
    else console.warn(`[postinstall] the app's build failed (npm start will build it again and show why):\n${(built.stderr || built.stdout || "").split("\n").slice(-15).join("\n")}`);
  }
}
