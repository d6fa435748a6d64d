// The browser-side defences every answer carries (issue 10; ADR-0006): a Content-Security-Policy
// with a fresh nonce on every HTML page, a sandboxing policy on every file shown inline (PDFs,
// receipts), and the small fixed headers. HSTS and Cache-Control are set for every answer in
// server.mjs, which sees the connection.
import { randomBytes } from "node:crypto";

/** A fresh nonce for one HTML answer: only the scripts it marks may run (Remix's own inline ones). */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The policy of an HTML page. Scripts: our own files, and inline only with this answer's nonce.
 * Styles: our stylesheet and style attributes (a few components set them; no script can come in
 * through them). Forms post to ourselves only, and to the identity provider's origin when single
 * sign-on is set up (Chromium applies form-action to the redirect the SSO form's POST answers).
 */
export function documentPolicy(nonce: string, env: NodeJS.ProcessEnv = process.env): string {
  let issuer = "";
  try {
    issuer = env.OIDC_ISSUER ? ` ${new URL(env.OIDC_ISSUER).origin}` : "";
  } catch {
    issuer = "";
  }
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // data: for FullCalendar's icon font, which its injected stylesheet embeds (ADR-0061)
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    `form-action 'self'${issuer}`,
  ].join("; ");
}

/**
 * A file shown inline (a PDF we made, a receipt someone uploaded) is shown as what it is, never
 * run: no script, no plugin of its own, no frame of ours around it, its own opaque origin.
 * Chromium's PDF viewer still renders a PDF under it (checked in tests/e2e/headers.spec.ts).
 */
export const FILE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/** The headers of a file answered inline or as a download: sandboxed, never kept by a cache. */
export function fileHeaders(headers: Record<string, string>): Record<string, string> {
  return {
    ...headers,
    "Content-Security-Policy": FILE_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  };
}

/**
 * The policy of an answer that is data, not a page (the JSON API's answers, the OpenAPI document,
 * the translations, a redirect, an error of a resource route): it loads nothing, runs nothing and
 * may be framed by nobody. Set by server.mjs on every answer that has no policy of its own, so a
 * route that forgets one still gets this; the HTML pages and the files set theirs (issue 42, ADR-0102).
 */
const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The headers every answer gets unless its route set its own (server.mjs adds each one missing as
 * the answer is written): the same small fixed headers as an HTML page, and the data policy.
 */
export const BASELINE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "Content-Security-Policy": DATA_POLICY,
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "same-origin",
});

/**
 * The policy of a static page whose only resource is one inline stylesheet (the API's reference,
 * ADR-0078): that stylesheet by its hash, nothing else, no frame around it.
 */
export function inlineStylePagePolicy(styleSha256Base64: string): string {
  return `default-src 'none'; style-src 'sha256-${styleSha256Base64}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;
}
