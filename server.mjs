// The HTTP server: Express with the Remix request handler (ADR-0003). Migrations (and, on an empty
// embedded store, the demo data) are done before it listens.
import { randomBytes } from "node:crypto";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@remix-run/express";

const build = await import("./build/index.js");
// a promise nobody awaited that failed only because the database went away is logged, not fatal;
// any other unhandled rejection still ends the process (ADR-0096)
process.on("unhandledRejection", build.entry.module.onUnhandledRejection);
try {
  await build.entry.module.startRuntime();
  // the start script, not the runtime module, seeds an empty embedded store (issue 21: the runtime imports no seed)
  await build.entry.module.seedDemoDataIfEmpty();
} catch (err) {
  console.error(`[cantiere] cannot start: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}

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
app.use(compression());
app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
// only a path ending in a file extension can be one of public/'s files: every page request used to
// stat the disk for a file of its own name first (bench/RESULTS-load.md)
const publicFiles = express.static("public", { maxAge: "1h" });
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
    if (status === 413) res.setHeader("Connection", "close");
    // an answer given before its request was read to the end (a 413, a 405, a refusal that never
    // looked at the body): the rest is read and thrown away
    if (!req.complete) linger(req);
    return writeHead.call(this, status, ...rest);
  };
  next();
});
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
  // the reference id an error page shows and the log carries
  req.headers["x-cantiere-request-id"] = randomBytes(5).toString("hex");
  next();
});
// every loader and action answers a database out of reach for a moment with 503, never 500 (ADR-0096)
app.all("*", createRequestHandler({ build: build.entry.module.answeringDatabaseOutages(build), mode: process.env.NODE_ENV }));

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const server = app.listen(port, host, () => {
  console.log(`[cantiere] listening on http://localhost:${port}`);
});
// an idle keep-alive connection stays open longer than a load balancer's idle timeout (60 s on the
// common ones): closed after Node's default 5 s, a connection the balancer (or a client) reuses at
// that moment ends in ECONNRESET, a request lost without an answer
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[cantiere] ${signal}: closing`);
  server.close();
  const timer = setTimeout(() => process.exit(0), 5000);
  timer.unref();
  await build.entry.module.stopRuntime().catch(() => {});
  process.exit(0);
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
