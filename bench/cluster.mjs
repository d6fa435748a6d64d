// N app processes on one port, the ordinary way to use two cores (bench/load.ts): the primary forks
// CLUSTER_WORKERS workers that each import CLUSTER_ENTRY (a server script that listens on PORT); Node's
// cluster module shares the port and hands out connections round-robin. The primary prints the
// workers' pids (`[cluster] pids <a>,<b>`) so the bench can read their CPU time and RSS.
import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";

const entry = process.env.CLUSTER_ENTRY;
if (!entry) {
  console.error("[cluster] CLUSTER_ENTRY is not set");
  process.exit(2);
}
if (cluster.isPrimary) {
  const n = Math.max(1, Number(process.env.CLUSTER_WORKERS ?? 2));
  const pids = [];
  for (let i = 0; i < n; i++) pids.push(cluster.fork().process.pid);
  console.log(`[cluster] pids ${pids.join(",")}`);
  let stopping = false;
  cluster.on("exit", (worker, code) => {
    if (stopping) return;
    console.error(`[cluster] worker ${worker.process.pid} exited (${code}); stopping`);
    process.exit(1);
  });
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.once(signal, () => {
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGTERM");
      setTimeout(() => process.exit(0), 500).unref();
    });
  }
} else {
  await import(pathToFileURL(path.resolve(entry)).href);
}
