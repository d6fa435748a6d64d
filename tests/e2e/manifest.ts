// The built app's route manifest for HTTP-level specs (policy, command ids, hostile input): every
// route with its full path, its declared policy, and a concrete URL made from example parameters,
// plus signing in a demo account over plain HTTP.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Policy } from "../../app/domain/access/policy";
import { DEMO_PASSWORD, expect } from "./fixtures";
import { HttpClient } from "./http-client";

interface BuiltRoute {
  id: string;
  path?: string;
  parentId?: string;
  index?: boolean;
  module: { loader?: unknown; action?: unknown; handle?: { policy?: Policy } };
}

export interface RouteTarget {
  id: string;
  /** the concrete URL: the route's path with the example parameters */
  path: string;
  policy: Policy;
  hasLoader: boolean;
  hasAction: boolean;
}

export async function loadRoutes(): Promise<Record<string, BuiltRoute>> {
  const build = await import(pathToFileURL(path.resolve("build/index.js")).href);
  return build.routes as Record<string, BuiltRoute>;
}

export function fullPath(routes: Record<string, BuiltRoute>, id: string): string {
  const parts: string[] = [];
  for (let r: BuiltRoute | undefined = routes[id]; r; r = r.parentId ? routes[r.parentId] : undefined) {
    if (r.path) parts.unshift(r.path);
  }
  return "/" + parts.join("/");
}

/** Every route that serves GET or POST (test-only, locale and catch-all routes left out), with its URL from `examples`. */
export async function routeTargets(examples: Record<string, string>): Promise<RouteTarget[]> {
  const routes = await loadRoutes();
  return Object.entries(routes)
    .filter(([id, r]) => id !== "root" && (r.module.loader || r.module.action))
    .filter(([id]) => !id.startsWith("routes/test-api") && !id.startsWith("routes/locales") && id !== "routes/$")
    .map(([id, r]) => {
      const p = fullPath(routes, id);
      const concrete = p.replace(/:(\w+)/g, (_m, name: string) => {
        if (!(name in examples)) throw new Error(`add an example value for :${name} (route ${id}) to the spec's examples`);
        return examples[name];
      });
      return { id, path: concrete, policy: r.module.handle?.policy as Policy, hasLoader: Boolean(r.module.loader), hasAction: Boolean(r.module.action) };
    })
    .filter((t) => !t.path.includes("*") && !t.path.startsWith("/test-api") && !t.path.startsWith("/locales"));
}

/** A plain HTTP client (http-client.ts) signed in as a demo account. */
export async function signedIn(baseURL: string, username: string, password = DEMO_PASSWORD): Promise<HttpClient> {
  const ctx = new HttpClient(baseURL);
  const token = await csrfOf(ctx, "/auth/login");
  const r = await ctx.post("/auth/login", { form: { csrf: token, username, password }, maxRedirects: 0 });
  expect(r.status(), `sign-in of ${username}`).toBe(303);
  return ctx;
}

/** The CSRF token of a page's forms. */
export async function csrfOf(ctx: { get(url: string): Promise<{ text(): Promise<string> }> }, page = "/app"): Promise<string> {
  const html = await (await ctx.get(page)).text();
  const m = html.match(/name="csrf" value="([^"]+)"/);
  if (!m) throw new Error(`no CSRF token on ${page}`);
  return m[1];
}

export interface HtmlForm {
  /** where it posts: its action, or the page itself */
  action: string;
  /** what it would send as it stands: hidden and typed fields, checked boxes, each select's chosen option */
  fields: [string, string][];
}

const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
const unescape = (v: string) => v.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** The POST forms of a server-rendered page, as a browser without JavaScript would send them unchanged. */
export function postForms(html: string, pageUrl: string): HtmlForm[] {
  const forms = html.match(/<form\b[^>]*\bmethod="post"[^>]*>[\s\S]*?<\/form>/gi) ?? [];
  return forms.map((f) => {
    const open = /^<form\b[^>]*>/i.exec(f)?.[0] ?? "";
    const action = unescape(attr(open, "action") ?? pageUrl);
    const fields: [string, string][] = [];
    for (const m of f.matchAll(/<input\b[^>]*>/gi)) {
      const tag = m[0];
      const name = attr(tag, "name");
      const type = (attr(tag, "type") ?? "text").toLowerCase();
      if (!name || type === "submit" || type === "button" || type === "file") continue;
      if ((type === "checkbox" || type === "radio") && !/\bchecked=""/.test(tag)) continue;
      fields.push([name, unescape(attr(tag, "value") ?? (type === "checkbox" ? "on" : ""))]);
    }
    for (const m of f.matchAll(/<textarea\b[^>]*>([\s\S]*?)<\/textarea>/gi)) {
      const name = attr(m[0], "name");
      if (name) fields.push([name, unescape(m[1])]);
    }
    for (const m of f.matchAll(/<select\b[^>]*>([\s\S]*?)<\/select>/gi)) {
      const name = attr(m[0], "name");
      if (!name) continue;
      const options = [...m[1].matchAll(/<option\b[^>]*>/gi)].map((o) => o[0]);
      const chosen = options.find((o) => /\bselected=""/.test(o)) ?? options[0];
      if (chosen) fields.push([name, unescape(attr(chosen, "value") ?? "")]);
    }
    // a form's submit buttons may carry the intent
    const button = /<button\b[^>]*\btype="submit"[^>]*\bname="([^"]+)"[^>]*\bvalue="([^"]*)"/i.exec(f) ?? /<button\b[^>]*\bname="([^"]+)"[^>]*\bvalue="([^"]*)"[^>]*\btype="submit"/i.exec(f);
    if (button) fields.push([button[1], unescape(button[2])]);
    return { action, fields };
  });
}
