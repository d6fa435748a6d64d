// The first start's page (issue 40, ADR-0141): an empty embedded store is filled with the demo data
// in the background while the server already answers; until it is done every page is this one, a
// 503 that reloads itself (a meta refresh: no JavaScript), in the visitor's language.
import { createHash } from "node:crypto";
import { getLanguage, getT } from "~/i18n/i18next.server";

const STYLE = "body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;padding:1rem;box-sizing:border-box;color:#1f2933}main{max-width:32rem}h1{font-size:1.4rem;margin:0 0 .5rem}p{line-height:1.5;margin:0}";
const STYLE_HASH = createHash("sha256").update(STYLE).digest("base64");
/** the page's own policy: nothing loaded, its one inline style allowed by its hash */
export const PREPARING_POLICY = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
/** how often the page reloads itself, in seconds (also its Retry-After) */
export const PREPARING_RETRY_SECONDS = 2;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page for a request's language (its cookie, then Accept-Language; Italian otherwise). */
export async function preparingPage(headers: { cookie?: string; acceptLanguage?: string }): Promise<string> {
  const h = new Headers();
  if (headers.cookie) h.set("Cookie", headers.cookie);
  if (headers.acceptLanguage) h.set("Accept-Language", headers.acceptLanguage);
  const lng = await getLanguage(new Request("http://localhost/", { headers: h }));
  const t = await getT(lng);
  const title = escape(t("preparing.title"));
  return `<!DOCTYPE html><html lang="${lng}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="${PREPARING_RETRY_SECONDS}"><title>${title} · Cantiere</title><style>${STYLE}</style></head><body><main><h1>${title}</h1><p role="status">${escape(t("preparing.text"))}</p></main></body></html>`;
}
