// The request log and the request histogram alone, without HTTP (bench/RESULTS-ops.md): what server.mjs and the
// route wrapper add to one request, lines written synchronously to /dev/null.
//   node --import tsx bench/ops-micro.ts
import pino from "pino";
import { beginRequest, createLogger, endRequest, noteRoute, noteUser, setLogger } from "../app/ops/log.server";
import { observeRequest } from "../app/ops/metrics.server";
setLogger(createLogger({ destination: pino.destination({ dest: "/dev/null", sync: true }) }));
const req = (id: string) => new Request("http://x/app/sites/sites?size=50", { headers: { "x-cantiere-request-id": id } });
const N = 100_000;
const ids = Array.from({ length: N }, (_, i) => i.toString(16).padStart(10, "0"));
const reqs = ids.map(req);
for (let round = 0; round < 3; round++) {
  const t0 = performance.now();
  for (let i = 0; i < N; i++) {
    const rec = beginRequest(ids[i], "GET", "/app/sites/sites?size=50");
    noteRoute(reqs[i], "root", 0);
    noteRoute(reqs[i], "routes/app.sites.sites._index", 2);
    noteUser(reqs[i], 12);
    const { routeId, durationMs } = endRequest(rec, 200);
    observeRequest(routeId, "GET", 200, durationMs / 1000);
  }
  console.log(`round ${round}: ${((performance.now() - t0) * 1000 / N).toFixed(2)} µs per request (log line + histogram + route/user notes)`);
}
