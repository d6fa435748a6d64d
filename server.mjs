// The HTTP server: Express with the Remix request handler (ADR-0003). Migrations (and, on an empty
// embedded store, the demo data) are done before it listens.
import { randomBytes } from "node:crypto";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@remix-run/express";

const build = await import("./build/index.js");
try {
  await build.entry.module.startRuntime();
  // the start script, not the runtime module, seeds an empty embedded store (issue 21: the runtime imports no seed)
  await build.entry.module.seedDemoDataIfEmpty();
} catch (err) {
  console.error(`[cantiere] cannot start: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}

const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
app.use(express.static("public", { maxAge: "1h" }));
// Headers every answer of the app gets (issue 10), set as it is written:
// - nothing the app answers is kept by a cache unless the route says otherwise (every signed-in
//   page and download is private; the static files above have their own rules);
// - HSTS when the browser reached us over HTTPS (directly, or through the trusted TLS proxy);
// - a body refused as too large (413) is left unread: the connection closes after the answer, so
//   the rest of it is never read, and no later request can be parsed from its leftovers.
app.use((req, res, next) => {
  const proto = process.env.TRUST_PROXY === "1" ? String(req.headers["x-forwarded-proto"] ?? "").split(",")[0].trim() : "";
  const https = Boolean(req.socket.encrypted) || proto === "https";
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "no-store");
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    if (status === 413) res.setHeader("Connection", "close");
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
app.all("*", createRequestHandler({ build, mode: process.env.NODE_ENV }));

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const server = app.listen(port, host, () => {
  console.log(`[cantiere] listening on http://localhost:${port}`);
});

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
