// The HTTP server: Express with the Remix request handler (ADR-0003). Migrations (and, on an empty
// embedded store, the demo data) are done before it listens.
import path from "node:path";
import { randomBytes } from "node:crypto";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@remix-run/express";

const build = await import("./build/index.js");
// the request log, the metrics and the probes (issue 41, ADR-0121)
const ops = build.entry.module;
const logger = ops.log();
// a promise nobody awaited that failed only because the database went away is logged, not fatal;
// any other unhandled rejection still ends the process (ADR-0096)
process.on("unhandledRejection", build.entry.module.onUnhandledRejection);
let metricsAllow;
try {
  // an allow list that cannot be read stops the start, as a proxy setting does
  metricsAllow = ops.parseMetricsAllow();
  await build.entry.module.startRuntime();
} catch (err) {
  logger.fatal({ err: { message: err instanceof Error ? err.message : String(err) } }, `[cantiere] cannot start: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}

// The first start on an empty embedded store (ADR-0141): the server listens at once and writes the
// demo data in the background; until it is done every page answers "preparing the demo data" (a 503
// that reloads itself) and /readyz says not ready. The start script, not the runtime module, seeds
// (issue 21: the runtime imports no seed). A seed that fails stops the process, as it did before.
let preparing = false;
if (await build.entry.module.demoDataWanted()) {
  preparing = true;
  const seedStarted = Date.now();
  build.entry.module.seedDemoDataIfEmpty().then(
    () => {
      preparing = false;
      logger.info({ seconds: Math.round((Date.now() - seedStarted) / 100) / 10 }, "[cantiere] the demo data is ready");
    },
    (err) => {
      logger.fatal({ err: { message: err instanceof Error ? err.message : String(err) } }, `[cantiere] cannot write the demo data: ${err instanceof Error ? err.message : err}`);
      process.exit(1);
    },
  );
}

// how long a stopping process waits for the requests in flight (a rolling deploy's SIGTERM), and
// how long it keeps serving first while /readyz already answers 503, for a balancer that has not
// seen that yet (Kubernetes removes a pod from its endpoints a moment after signalling it)
const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000);
const SHUTDOWN_DELAY_MS = Number(process.env.SHUTDOWN_DELAY_MS ?? 0);
let stopping = false;

const baselineHeaders = Object.entries(build.entry.module.baselineHeaders);

const LINGER_BYTES = 64 * 1024 * 1024;
const LINGER_MS = 10_000;

/** Reads the rest of a refused request and throws it away, so the answer reaches the client; then closes. */
function linger(req) {
  if (req.complete) return;
  const socket = req.socket;
  // Node ends a "Connection: close" answer with socket.destroySoon(), unread bytes and all: here it
  // waits until the request is read (or a limit is hit)
  const destroySoon = socket.destroySoon;
  let read = 0;
  let ended = false;
  let wanted = false;
  socket.destroySoon = function () {
    wanted = true;
    if (ended) destroySoon.call(socket);
  };
  const cut = () => socket.destroy();
  const timer = setTimeout(cut, LINGER_MS);
  timer.unref();
  // the Remix request's stream stops listening: nothing read from here on is buffered
  req.removeAllListeners("data");
  req.on("data", (chunk) => {
    read += chunk.length;
    if (read > LINGER_BYTES) cut();
  });
  req.once("end", () => {
    ended = true;
    clearTimeout(timer);
    if (wanted) destroySoon.call(socket);
  });
  socket.once("close", () => clearTimeout(timer));
  req.resume();
}

const app = express();
app.disable("x-powered-by");
// Every request: its reference (the id the error page shows), one log line and one observation
// when it has been answered or its connection closed (ADR-0121). The route id is noted by the
// route that ran (app/database-outage.server.ts); a static file or a probe names itself.
app.use((req, res, next) => {
  const id = randomBytes(5).toString("hex");
  req.cantiereRequestId = id;
  const rec = ops.beginRequest(id, req.method, req.originalUrl);
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    const aborted = !res.writableFinished;
    // 499: the client went away before any answer (nginx's figure for it)
    const status = aborted && !res.headersSent ? 499 : res.statusCode;
    const { routeId, durationMs } = ops.endRequest(rec, status, { routeId: res.locals.routeId, quiet: res.locals.quiet, expected: res.locals.expected, aborted });
    ops.observeRequest(routeId, req.method, status, durationMs / 1000);
  };
  res.once("finish", finish);
  res.once("close", finish);
  next();
});
// level 4, not zlib's default 6: a page's gzip took a third of the CPU for 5 % more bytes (the sites
// list: 14.2 → 14.9 KB; bench/RESULTS-load.md, session 50)
app.use(compression({ level: 4 }));
const staticFile = (serve) => (req, res, next) => {
  res.locals.routeId = "static";
  res.locals.quiet = true;
  serve(req, res, next);
};
// the stamping page's service worker (ADR-0124): never kept by a cache (a new one must reach the
// phones), and its own policy, since it fetches from us (the data policy would forbid that)
app.get(
  "/stamping-sw.js",
  staticFile((req, res, next) =>
    res.sendFile(
      path.resolve("public/build/stamping-sw.js"),
      { headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache", "Content-Security-Policy": "default-src 'self'" } },
      (err) => (err ? next() : undefined),
    ),
  ),
);
app.use("/build", staticFile(express.static("public/build", { immutable: true, maxAge: "1y" })));
// only a path ending in a file extension can be one of public/'s files: every page request used to
// stat the disk for a file of its own name first (bench/RESULTS-load.md)
const publicFiles = staticFile(express.static("public", { maxAge: "1h" }));
app.use((req, res, next) => (/\.[A-Za-z0-9]+$/.test(req.path) ? publicFiles(req, res, next) : next()));
// Headers every answer of the app gets (issue 10), set as it is written:
// - nothing the app answers is kept by a cache unless the route says otherwise (every signed-in
//   page and download is private; the static files above have their own rules);
// - the fixed security headers and a data policy (`default-src 'none'`) on every answer that has
//   none of its own (app/auth/security-headers.server.ts);
// - HSTS when the browser reached us over HTTPS (directly, or through the trusted TLS proxy);
// - a request answered before its body was read to the end (a 413, a 405) has the rest read and
//   thrown away after the answer ("lingering close", RFC 9112 §9.6): closing a socket with unread
//   bytes resets it, and the client, still writing, loses the answer to a broken pipe; a kept-alive
//   connection would stall on the unread body. The rest is read for at most LINGER_BYTES and
//   LINGER_MS, never kept; past either the connection is cut. After a 413 the connection closes; the
//   HTTP parser frames the body, so no later request is parsed from its leftovers.
app.use((req, res, next) => {
  const proto = process.env.TRUST_PROXY === "1" ? String(req.headers["x-forwarded-proto"] ?? "").split(",")[0].trim() : "";
  const https = Boolean(req.socket.encrypted) || proto === "https";
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "no-store");
    // the page's headers on everything else too: a JSON answer, the translations, a redirect, an
    // error of a resource route (issue 42); a route that set its own policy keeps it
    for (const [name, value] of baselineHeaders) if (!res.hasHeader(name)) res.setHeader(name, value);
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    // a 413's connection closes; so does every connection answered while the process stops
    if (status === 413 || stopping) res.setHeader("Connection", "close");
    // an answer given before its request was read to the end (a 413, a 405, a refusal that never
    // looked at the body): the rest is read and thrown away
    if (!req.complete) linger(req);
    return writeHead.call(this, status, ...rest);
  };
  next();
});
// The operator's endpoints (ADR-0121), answered here: no session, no CSRF check, no translations,
// no personal data. /healthz: the process is alive (no database call; it stays 200 while the
// process stops, or a supervisor would kill a process that is finishing its requests). /readyz:
// ready for traffic (PostgreSQL answers, migrations current, projector not behind), 503 otherwise
// and from SIGTERM on. /metrics: the Prometheus text, for the addresses METRICS_ALLOW names.
const probe = (routeId, answer) => async (req, res, next) => {
  res.locals.routeId = routeId;
  res.locals.quiet = true;
  try {
    await answer(req, res);
  } catch (err) {
    next(err);
  }
};
app.get("/healthz", probe("healthz", (_req, res) => res.type("text/plain").send("ok\n")));
app.get(
  "/readyz",
  probe("readyz", async (_req, res) => {
    if (preparing) {
      res.status(503).json({ status: "not ready", demoData: "preparing" });
      return;
    }
    const r = await ops.readiness();
    res.status(r.ready ? 200 : 503).json({ status: r.ready ? "ready" : "not ready", ...r.checks });
  }),
);
app.get(
  "/metrics",
  probe("metrics", async (req, res) => {
    if (!ops.metricsAllowed(metricsAllow, req.socket.remoteAddress, req.headers)) {
      res.status(403).type("text/plain").send("Forbidden: METRICS_ALLOW does not name this address\n");
      return;
    }
    await ops.refreshScrapeFigures();
    res.type(ops.METRICS_CONTENT_TYPE).send(await ops.metricsText());
  }),
);
app.use((req, _res, next) => {
  for (const h of Object.keys(req.headers)) if (h.startsWith("x-cantiere-")) delete req.headers[h];
  // why: the sign-in limits need the client's address, which the Fetch Request does not carry
  req.headers["x-cantiere-remote-address"] = req.socket.remoteAddress ?? "unknown";
  // A POST from a foreign origin: Remix would answer it with a bare 500; flag it instead, so the
  // action's CSRF check refuses it with the translated 403 page (ADR-0006).
  const origin = req.headers.origin;
  if (req.method !== "GET" && req.method !== "HEAD" && origin) {
    const forwarded = process.env.TRUST_PROXY === "1" ? String(req.headers["x-forwarded-host"] ?? "").split(",")[0].trim() : "";
    const host = forwarded || req.headers.host;
    let originHost = null;
    try {
      originHost = origin === "null" ? null : new URL(origin).host;
    } catch {
      originHost = null;
    }
    if (originHost !== host) {
      req.headers["x-cantiere-foreign-origin"] = origin;
      delete req.headers.origin;
    }
  }
  // the reference id an error page shows and the log carries (given by the first middleware)
  req.headers["x-cantiere-request-id"] = req.cantiereRequestId;
  next();
});
// while the demo data is written (above): the preparing page, in the visitor's language
app.use(async (req, res, next) => {
  if (!preparing) return next();
  res.locals.routeId = "preparing";
  // a 503 the app means to give (it says why and reloads itself): logged as information, not as an error
  res.locals.expected = true;
  try {
    const html = await ops.preparingPage({ cookie: req.headers.cookie, acceptLanguage: req.headers["accept-language"] });
    res.status(503).set({ "Retry-After": String(ops.PREPARING_RETRY_SECONDS), "Content-Security-Policy": ops.PREPARING_POLICY }).type("html").send(html);
  } catch (err) {
    next(err);
  }
});
// every loader and action answers a database out of reach for a moment with 503, never 500 (ADR-0096)
app.all("*", createRequestHandler({ build: build.entry.module.answeringDatabaseOutages(build), mode: process.env.NODE_ENV }));

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const server = app.listen(port, host, () => {
  const bound = server.address();
  logger.info({ port: typeof bound === "object" && bound ? bound.port : port }, `[cantiere] listening on http://localhost:${typeof bound === "object" && bound ? bound.port : port}`);
});
// an idle keep-alive connection stays open longer than a load balancer's idle timeout (60 s on the
// common ones): closed after Node's default 5 s, a connection the balancer (or a client) reuses at
// that moment ends in ECONNRESET, a request lost without an answer
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/**
 * A rolling deploy's SIGTERM (issue 41, ADR-0121): /readyz answers 503 at once; after
 * SHUTDOWN_DELAY_MS the listener closes (no new connection is accepted) and idle keep-alive
 * connections with it; every request in flight is answered, its connection closed after the
 * answer; then the projector and the notifications finish their batch, the PDF pool's browser and
 * the database connections close, and the process exits 0. Past SHUTDOWN_TIMEOUT_MS the
 * connections still open are cut and the process exits 1, so a stuck request cannot hold a deploy.
 */
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  const deadline = Date.now() + SHUTDOWN_TIMEOUT_MS;
  ops.startDraining();
  logger.info({ signal, inFlight: ops.requestsInFlight() }, `[cantiere] ${signal}: stopping`);
  if (SHUTDOWN_DELAY_MS > 0) await sleep(Math.min(SHUTDOWN_DELAY_MS, SHUTDOWN_TIMEOUT_MS));
  const closed = new Promise((resolve) => server.close(() => resolve(true)));
  server.closeIdleConnections();
  const drained = await Promise.race([closed, sleep(deadline - Date.now()).then(() => false)]);
  if (!drained) {
    logger.warn({ inFlight: ops.requestsInFlight() }, "[cantiere] shutdown timeout: cutting the connections still open");
    server.closeAllConnections();
  }
  const stopped = await Promise.race([
    build.entry.module.stopRuntime().then(
      () => true,
      (err) => {
        logger.error({ err: { message: err instanceof Error ? err.message : String(err) } }, "[cantiere] stopping the runtime failed");
        return false;
      },
    ),
    sleep(10_000).then(() => false),
  ]);
  logger.info({ drained, stopped }, "[cantiere] stopped");
  process.exit(drained && stopped ? 0 : 1);
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
