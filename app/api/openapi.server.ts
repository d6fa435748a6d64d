// The JSON API's OpenAPI 3.1 document, generated from the calls' own zod schemas (ADR-0078): the
// schemas that validate a call are the ones the document shows, so the two cannot drift. Served
// at /api/openapi.json; /api/reference is the same document as a plain server-rendered page.
import { createHash } from "node:crypto";
import { extendZodWithOpenApi, OpenApiGeneratorV31, OpenAPIRegistry, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z, type AnyZodObject } from "zod";
import { apiRoutes, requiresIfMatch } from "./handle-api.server";
import type { Endpoint } from "./endpoint.server";
import { inlineStylePagePolicy } from "~/auth/security-headers.server";

// why: the generator names each query and header parameter through `.openapi()`, which this adds to zod's prototype
extendZodWithOpenApi(z);

const problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  code: z.string(),
  errors: z.record(z.array(z.string())).optional(),
});

const problemContent = { "application/problem+json": { schema: problem } };
const REFUSALS: Record<string, string> = {
  "400": "Invalid input (problem details with the messages by field)",
  "401": "No token, or a bad, expired or revoked one",
  "403": "The token's owner lacks the right",
  "404": "Unknown, or outside the caller's scope",
  "409": "Stale If-Match version",
  "422": "A business rule refused it, or the Idempotency-Key belongs to another request (api.idempotency_key_reused)",
  "428": "An update without If-Match",
  "429": "Too many calls with this token (Retry-After)",
};

function pathParams(e: Endpoint): AnyZodObject | undefined {
  const names = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  if (names.length === 0) return undefined;
  // a record's id is digits; a legal document's id 32 hex digits (ADR-0093)
  return z.object(Object.fromEntries(names.map((n) => [n, n === "documentId" ? z.string().regex(/^[0-9a-f]{32}$/) : z.string().regex(/^\d{1,15}$/)])));
}

function routeOf(e: Endpoint): RouteConfig {
  const headers: AnyZodObject[] = [];
  if (e.write) {
    const key = "Belongs to the first request sent with it (caller, method, path, body): the same request again is answered as the first, any other is 422 and stores nothing (ADR-0098)";
    headers.push(z.object({ "Idempotency-Key": z.string().max(200).optional().openapi({ description: key }) }));
  }
  // required on every change and removal of a versioned record (428 without it; issue 42)
  if (requiresIfMatch(e)) headers.push(z.object({ "If-Match": z.string().openapi({ description: 'The ETag of the record read ("3"), or * for any version' }) }));
  else if (e.ifMatch) headers.push(z.object({ "If-Match": z.string().optional() }));
  const success = e.method === "POST" ? "201" : "200";
  const wanted = new Set(["401", "403", "429", ...(e.query || e.body ? ["400"] : []), ...(e.path.includes("{") || e.body ? ["404"] : []), ...(e.write ? ["409", "422"] : []), ...(requiresIfMatch(e) ? ["428"] : [])]);
  return {
    method: e.method.toLowerCase() as RouteConfig["method"],
    path: e.path,
    tags: [e.tag],
    summary: e.summary,
    operationId: `${e.method.toLowerCase()}${e.path.replace(/\{(\w+)\}/g, "By_$1").replace(/[^A-Za-z0-9]+(\w)/g, (_m, c: string) => c.toUpperCase())}`,
    security: [{ bearer: [] }],
    request: {
      params: pathParams(e),
      query: e.query,
      headers: headers.length ? headers : undefined,
      body: e.upload
        ? // a call that carries files (ADR-0090): its text fields and the file field `image`
          { required: true, content: { "multipart/form-data": { schema: (e.body && "extend" in e.body ? (e.body as AnyZodObject) : z.object({})).extend({ image: z.string().openapi({ format: "binary" }) }) } } }
        : e.body
          ? { required: true, content: { "application/json": { schema: e.body } } }
          : undefined,
    },
    responses: {
      [success]: { description: "The record or the page", content: { "application/json": { schema: e.response } } },
      ...Object.fromEntries([...wanted].sort().map((s) => [s, { description: REFUSALS[s], content: problemContent }])),
    },
  };
}

let cached: object | null = null;

/** The document (the server's own origin as its server). */
export function apiDocument(origin = ""): object {
  if (!cached) {
    const registry = new OpenAPIRegistry();
    registry.registerComponent("securitySchemes", "bearer", { type: "http", scheme: "bearer", description: "A personal API token, created on the profile page (Profile → API tokens)" });
    for (const e of apiRoutes()) registry.registerPath(routeOf(e));
    cached = new OpenApiGeneratorV31(registry.definitions).generateDocument({
      openapi: "3.1.0",
      info: {
        title: "Cantiere API",
        version: "1.0.0",
        description:
          "The spec's calls (part 1 and part 2, §7) over the same commands, permissions and projections as the pages. Errors are RFC 9457 problem details; writes take Idempotency-Key (one key, one request), updates If-Match with the ETag of the record read (428 without it; * for any version).",
      },
      servers: [{ url: "/api" }],
    });
  }
  return origin ? { ...cached, servers: [{ url: `${origin}/api` }] } : cached;
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

interface DocOp {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

/** The document as a readable page: every call with its parameters, body and answers (no script). */
const REFERENCE_STYLE =
  "body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}code,pre{font-family:ui-monospace,monospace}pre{background:#f4f4f4;padding:.75rem;overflow:auto}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}section{border-top:1px solid #ddd;margin-top:1rem}";

/** The reference page's policy: its one inline stylesheet, by hash, and nothing else (issue 42). */
export const API_REFERENCE_POLICY = inlineStylePagePolicy(createHash("sha256").update(REFERENCE_STYLE).digest("base64"));

export function apiReferencePage(): string {
  const doc = apiDocument() as { info: { title: string; description: string }; paths: Record<string, Record<string, DocOp>> };
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
  const tags = [...new Set(ops.map((o) => o.op.tags?.[0] ?? ""))];
  const json = (v: unknown) => `<pre>${esc(JSON.stringify(v, null, 2))}</pre>`;
  const section = (tag: string) =>
    `<h2 id="${esc(tag)}">${esc(tag)}</h2>` +
    ops
      .filter((o) => (o.op.tags?.[0] ?? "") === tag)
      .map(
        ({ path, method, op }) => `<section><h3><code>${method.toUpperCase()} /api${esc(path)}</code></h3><p>${esc(op.summary ?? "")}</p>
${op.parameters?.length ? `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>required</th><th>schema</th></tr></thead><tbody>${op.parameters.map((p) => `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${p.required ? "yes" : "no"}</td><td><code>${esc(JSON.stringify(p.schema))}</code></td></tr>`).join("")}</tbody></table>` : ""}
${op.requestBody ? Object.entries(op.requestBody.content).map(([type, c]) => `<details><summary>Body (${esc(type)})</summary>${json(c.schema)}</details>`).join("") : ""}
<h4>Answers</h4><ul>${Object.entries(op.responses).map(([s, r]) => `<li><strong>${esc(s)}</strong> ${esc(r.description)}${s.startsWith("2") && r.content ? `<details><summary>schema</summary>${json(Object.values(r.content)[0]?.schema)}</details>` : ""}</li>`).join("")}</ul></section>`,
      )
      .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(doc.info.title)}</title>
<style>${REFERENCE_STYLE}</style></head>
<body><main><h1>${esc(doc.info.title)}</h1><p>${esc(doc.info.description)}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). Authenticate with <code>Authorization: Bearer &lt;token&gt;</code>; create a token on your profile page.</p>
<nav><ul>${tags.map((t) => `<li><a href="#${esc(t)}">${esc(t)}</a></li>`).join("")}</ul></nav>${tags.map(section).join("")}</main></body></html>`;
}
