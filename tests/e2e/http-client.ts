// A plain HTTP client with a cookie jar, for the specs that speak HTTP only (the fuzz walks, the
// policy walk, command ids, headers). It answers to the part of Playwright's APIRequestContext
// those specs use (get, post, fetch, dispose; status, headers, text, json, url), but sends through
// Node's own `http` module: Playwright's request context passes every request and answer through
// its protocol layer (bodies base64-encoded both ways), which made its processes a fifth of the
// suite's CPU while the walks sent their ≈ 20,000 requests (bench/RESULTS-suite.md, session 45).
import http from "node:http";

type Fields = Record<string, string | number | boolean>;
type FilePart = { name: string; mimeType: string; buffer: Buffer };

export interface RequestOptions {
  /** a urlencoded form */
  form?: Fields;
  /** a multipart form: a FormData, or fields with files as { name, mimeType, buffer } */
  multipart?: FormData | Record<string, string | number | boolean | FilePart>;
  /** a raw body (string or Buffer), or an object sent as JSON */
  data?: string | Buffer | object;
  headers?: Record<string, string>;
  method?: string;
  /** redirects followed (Playwright's default: 20); 0 answers the redirect itself */
  maxRedirects?: number;
  /** ms until the request fails (default 30 s) */
  timeout?: number;
}

export interface HttpResponse {
  status(): number;
  ok(): boolean;
  url(): string;
  /** lower-case names; several Set-Cookie headers joined by a newline, as Playwright does */
  headers(): Record<string, string>;
  body(): Promise<Buffer>;
  text(): Promise<string>;
  /** the body read as JSON (an object whose fields a test reads) */
  json(): Promise<Record<string, unknown>>;
}

interface Cookie {
  value: string;
  path: string;
  /** ms since the epoch, or null for a session cookie */
  expires: number | null;
}

class Answer implements HttpResponse {
  constructor(
    private readonly code: number,
    private readonly address: string,
    private readonly head: Record<string, string>,
    private readonly bytes: Buffer,
  ) {}
  status() {
    return this.code;
  }
  ok() {
    return this.code >= 200 && this.code < 300;
  }
  url() {
    return this.address;
  }
  headers() {
    return this.head;
  }
  async body() {
    return this.bytes;
  }
  async text() {
    return this.bytes.toString("utf8");
  }
  async json() {
    return JSON.parse(this.bytes.toString("utf8")) as Record<string, unknown>;
  }
}

export class HttpClient {
  private readonly jar = new Map<string, Cookie>();
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

  constructor(
    readonly baseURL: string,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  get(url: string, options: RequestOptions = {}) {
    return this.fetch(url, { ...options, method: "GET" });
  }

  post(url: string, options: RequestOptions = {}) {
    return this.fetch(url, { ...options, method: "POST" });
  }

  async dispose() {
    this.agent.destroy();
  }

  async fetch(url: string, options: RequestOptions = {}): Promise<HttpResponse> {
    let method = (options.method ?? "GET").toUpperCase();
    let { body, type } = await encode(options);
    let address = new URL(url, this.baseURL);
    let redirects = options.maxRedirects ?? 20;
    for (;;) {
      const answer = await this.once(method, address, body, type, options);
      const status = answer.status();
      const location = answer.headers().location;
      if (status < 300 || status >= 400 || !location || redirects <= 0) return answer;
      redirects--;
      address = new URL(location, address);
      // as a browser does: a 303 (and a 301/302 of a POST) turns into a GET without a body
      if (status === 303 || ((status === 301 || status === 302) && method === "POST")) {
        method = "GET";
        body = undefined;
        type = undefined;
      }
    }
  }

  private once(method: string, address: URL, body: Buffer | undefined, type: string | undefined, options: RequestOptions): Promise<HttpResponse> {
    const headers: Record<string, string> = { ...this.extraHeaders, ...options.headers };
    const lower = new Set(Object.keys(headers).map((k) => k.toLowerCase()));
    if (type && !lower.has("content-type")) headers["content-type"] = type;
    if (body) headers["content-length"] = String(body.length);
    const cookies = this.cookiesFor(address.pathname);
    if (cookies) headers.cookie = cookies;
    // a request that asks to close its connection gets one of its own (server.mjs closes after a refused large body)
    const close = (headers.connection ?? headers.Connection) === "close";
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: address.hostname, port: address.port, path: address.pathname + address.search, method, headers, agent: close ? false : this.agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (d: Buffer) => chunks.push(d));
          res.on("error", reject);
          res.on("end", () => {
            const head: Record<string, string> = {};
            for (const [k, v] of Object.entries(res.headers)) {
              if (v === undefined) continue;
              head[k] = Array.isArray(v) ? v.join(k === "set-cookie" ? "\n" : ", ") : v;
            }
            this.store(res.headers["set-cookie"] ?? []);
            resolve(new Answer(res.statusCode ?? 0, address.toString(), head, Buffer.concat(chunks)));
          });
        },
      );
      req.setTimeout(options.timeout ?? 30_000, () => req.destroy(new Error(`${method} ${address.pathname}: no answer within ${options.timeout ?? 30_000} ms`)));
      req.on("error", reject);
      req.end(body);
    });
  }

  private cookiesFor(pathname: string): string {
    const now = Date.now();
    const pairs: string[] = [];
    for (const [name, c] of this.jar) {
      if (c.expires !== null && c.expires <= now) continue;
      if (pathname === c.path || pathname.startsWith(c.path.endsWith("/") ? c.path : `${c.path}/`)) pairs.push(`${name}=${c.value}`);
    }
    return pairs.join("; ");
  }

  private store(lines: string[]) {
    for (const line of lines) {
      const [pair, ...attributes] = line.split(";").map((s) => s.trim());
      const eq = pair.indexOf("=");
      if (eq <= 0) continue;
      const name = pair.slice(0, eq);
      const cookie: Cookie = { value: pair.slice(eq + 1), path: "/", expires: null };
      for (const a of attributes) {
        const [k, v = ""] = a.split("=");
        const key = k.toLowerCase();
        if (key === "path" && v.startsWith("/")) cookie.path = v;
        else if (key === "max-age") cookie.expires = Date.now() + Number(v) * 1000;
        else if (key === "expires" && cookie.expires === null) {
          const at = Date.parse(v);
          if (!Number.isNaN(at)) cookie.expires = at;
        }
      }
      if (cookie.expires !== null && cookie.expires <= Date.now()) this.jar.delete(name);
      else this.jar.set(name, cookie);
    }
  }
}

async function encode(options: RequestOptions): Promise<{ body?: Buffer; type?: string }> {
  if (options.form) {
    return { body: Buffer.from(new URLSearchParams(Object.entries(options.form).map(([k, v]) => [k, String(v)])).toString()), type: "application/x-www-form-urlencoded" };
  }
  if (options.multipart) {
    let fd: FormData;
    if (options.multipart instanceof FormData) fd = options.multipart;
    else {
      fd = new FormData();
      for (const [k, v] of Object.entries(options.multipart)) {
        if (typeof v === "object" && v !== null && "buffer" in v) fd.append(k, new Blob([new Uint8Array(v.buffer)], { type: v.mimeType }), v.name);
        else fd.append(k, String(v));
      }
    }
    // the platform's own multipart encoding (a boundary of its own), as a browser sends a form
    const request = new Request("http://localhost/", { method: "POST", body: fd });
    return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get("content-type") ?? undefined };
  }
  if (options.data === undefined) return {};
  if (typeof options.data === "string") return { body: Buffer.from(options.data) };
  if (Buffer.isBuffer(options.data)) return { body: options.data };
  return { body: Buffer.from(JSON.stringify(options.data)), type: "application/json" };
}

/** A client of `baseURL` with no cookies (Playwright's `request.newContext({ baseURL, extraHTTPHeaders })`). */
export function httpClient(baseURL: string, extraHTTPHeaders: Record<string, string> = {}): HttpClient {
  return new HttpClient(baseURL, extraHTTPHeaders);
}
