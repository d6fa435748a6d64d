// A JSON API client for the integration tests: calls the handler the /api route calls, with tokens
// made as the profile page makes them, and reads the answer as JSON.
import type { Sql } from "../../app/db.server";
import { handleApi } from "../../app/api/handle-api.server";
import { createApiToken } from "../../app/api/tokens.server";

export interface Call {
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  type: string | null;
  etag: string | null;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON answer, read by each test
  json: any;
}

/** A token of `personId`'s (30 days unless told). */
export async function tokenFor(sql: Sql, personId: number, opts: { days?: 7 | 30; now?: Date } = {}): Promise<string> {
  return (await createApiToken(sql, personId, { name: "test", days: opts.days ?? 30, now: opts.now ?? new Date() })).secret;
}

/** One call of `method` on `path` (below /api, with its query), in English. */
export async function apiCall(sql: Sql, method: string, path: string, c: Call = {}): Promise<Answer> {
  const headers = new Headers(c.headers);
  if (c.token) headers.set("Authorization", `Bearer ${c.token}`);
  const form = c.body instanceof FormData;
  if (c.body !== undefined && !form && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  if (!headers.has("Accept-Language")) headers.set("Accept-Language", "en");
  const request = new Request(`http://localhost/api${path}`, { method, headers, body: c.body === undefined ? undefined : form ? (c.body as FormData) : typeof c.body === "string" ? c.body : JSON.stringify(c.body) });
  const res = await handleApi(request, sql, path.split("?")[0]);
  const text = await res.text();
  return { status: res.status, type: res.headers.get("content-type"), etag: res.headers.get("etag"), headers: res.headers, json: text ? JSON.parse(text) : null };
}

/** How many events of `type` the store holds (a refused call stores none). */
export async function eventCount(sql: Sql, type: string): Promise<number> {
  const [r] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events WHERE event_type = ${type}`;
  return r.n;
}
