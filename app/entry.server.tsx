import { PassThrough } from "node:stream";
import { randomUUID } from "node:crypto";
import type { ActionFunctionArgs, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "~/i18n/react";
import { lowerScriptPriority } from "./http/script-priority.server";
import { getLanguage, pageTranslator } from "./i18n/i18next.server";
import { BASELINE_HEADERS, documentPolicy, newNonce } from "./auth/security-headers.server";
import { provideSql } from "./db.server";
import { RETRY_AFTER_SECONDS } from "./api/problem.server";
import { getSql, runtime } from "./runtime.server";
import { seedDemoDataIfEmpty as seedIfEmpty, storeIsEmpty } from "./seed/seed.server";
import { NonceContext } from "./ui/nonce";
import { provideMarkupWriter } from "./ui/markup";
import { markupOrNull } from "./ui/table/static-html";
import { logError } from "./ops/log.server";

const ABORT_DELAY = 5_000;

// the composition root: auth and storage receive the runtime's database from here (they never import the runtime)
provideSql(getSql);
// list rows and the side menu are written as markup without React's renderer (ADR-0145)
provideMarkupWriter(markupOrNull);

/** Called by server.mjs before it listens: migrations, projections. */
export async function startRuntime() {
  await runtime();
}
/** Called by server.mjs after startRuntime: the demo data into an empty embedded store (ADR-0002), in the background (ADR-0141). */
export async function seedDemoDataIfEmpty() {
  await seedIfEmpty((await runtime()).db, console.log);
}
/** Whether the store is an empty embedded one that seedDemoDataIfEmpty will fill (server.mjs answers the preparing page meanwhile). */
export async function demoDataWanted(): Promise<boolean> {
  const { db } = await runtime();
  return db.embedded && (await storeIsEmpty(db.sql));
}
// the page every request gets while the demo data is written (ADR-0141)
export { PREPARING_POLICY, PREPARING_RETRY_SECONDS, preparingPage } from "./ops/preparing.server";
/** Read by server.mjs: the headers it adds to every answer whose route set none of its own (issue 42). */
export const baselineHeaders = BASELINE_HEADERS;
export async function stopRuntime() {
  await (await runtime()).stop();
}
// server.mjs serves the build through this, and keeps the process up when a promise nobody awaited
// fails only because the database went away (ADR-0096)
export { answeringDatabaseOutages, onUnhandledRejection } from "./database-outage.server";
// server.mjs's request log, metrics and probes (issue 41, ADR-0121): answered before Remix, without
// the session, the CSRF check or the translations
export { beginRequest, endRequest, log, requestsInFlight } from "./ops/log.server";
export { METRICS_CONTENT_TYPE, metricsText, observeRequest } from "./ops/metrics.server";
export { metricsAllowed, parseMetricsAllow } from "./ops/metrics-allow";
export { readiness, refreshScrapeFigures, startDraining } from "./probes.server";

/** Unexpected errors get a reference id that the page shows and the log carries; no personal data is logged. */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  if (error instanceof Response) return;
  // Remix's own refusals (a POST to a page without an action: 405; no such route: 404)
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // a refusal thrown on purpose (`throw data(…, { status: 4xx })`): an answer, not a failure
  if (typeof error === "object" && error !== null && (error as { type?: unknown }).type === "DataWithResponseInit") return;
  const ref = request.headers.get("x-cantiere-request-id") ?? randomUUID().slice(0, 8);
  logError(ref, "unexpected error", { method: request.method, path: new URL(request.url).pathname }, error);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const lng = await getLanguage(request);
  const instance = pageTranslator(lng);
  const nonce = newNonce();
  responseHeaders.set("Content-Security-Policy", documentPolicy(nonce));
  responseHeaders.set("X-Content-Type-Options", "nosniff");
  responseHeaders.set("Referrer-Policy", "same-origin");
  responseHeaders.set("X-Frame-Options", "DENY");
  // the page of a database out of reach for a moment (ADR-0096), or another service gone for now
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));

  // why whole documents: the express adapter flushes the compressor after every chunk it writes,
  // and React writes a document in dozens of small chunks; one buffer compresses to two thirds of
  // that (bench/RESULTS-pages.md). The loaders have all finished before rendering starts, so
  // waiting for the whole render costs a few milliseconds, not a stream.
  return new Promise((resolve, reject) => {
    let settled = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={instance}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (c: Buffer) => chunks.push(c));
          body.on("end", () => {
            settled = true;
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            // bytes, not a string: a string body is checked for lone surrogates and encoded again
            const html = lowerScriptPriority(Buffer.concat(chunks));
            resolve(new Response(new Uint8Array(html.buffer as ArrayBuffer, html.byteOffset, html.byteLength), { headers: responseHeaders, status: responseStatusCode }));
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (settled) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
