// A value worked out once per HTTP request and shared by every loader Remix runs for it. The loaders
// of one page run in parallel, each with its own Request object, so a WeakMap on the Request alone
// read the session and the person once per loader (2–3 times a page). A GET's loaders share the id
// server.mjs gives every request (`x-cantiere-request-id`, set by the server, never taken from the
// client); a POST keeps one value per Request object, so what its action changed (a new session, a
// person's rights) is read afresh by the loaders after it. Entries by id are dropped after a few
// seconds: only the request's own loaders, which start together, can ask for them.
const byRequest = new WeakMap<Request, Map<string, Promise<unknown>>>();
const byId = new Map<string, Map<string, Promise<unknown>>>();
const KEEP_MS = 5_000;

function sharedId(request: Request): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const id = request.headers.get("x-cantiere-request-id");
  return id && /^[0-9a-f]{10}$/.test(id) ? id : null;
}

export function perRequest<T>(name: string, request: Request, compute: () => Promise<T>): Promise<T> {
  const id = sharedId(request);
  let values = id ? byId.get(id) : byRequest.get(request);
  if (!values) {
    values = new Map();
    if (id) {
      byId.set(id, values);
      setTimeout(() => byId.delete(id), KEEP_MS).unref();
    } else byRequest.set(request, values);
  }
  let p = values.get(name) as Promise<T> | undefined;
  if (!p) {
    p = compute();
    values.set(name, p);
  }
  return p;
}
