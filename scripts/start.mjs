// npm start: build the app (unless the build is current: scripts/build-inputs.mjs, ADR-0141; the
// install builds it once already), then serve it at http://localhost:3000. Without DATABASE_URL it
// runs on the embedded store under ./data/ and fills it with the demo data on first start, in the
// background while a "preparing the demo data" page answers (ADR-0002, ADR-0141).
import { spawnSync, spawn } from "node:child_process";
import { buildIsCurrent } from "./build-inputs.mjs";

const env = { ...process.env, NODE_ENV: "production" };
if (!buildIsCurrent("production")) {
  // the build runs in its own process and stops esbuild's service before it exits (scripts/build.mjs, ADR-0046)
  const built = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit", env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const server = spawn(process.execPath, ["server.mjs"], { stdio: "inherit", env });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code) => process.exit(code ?? 0));
