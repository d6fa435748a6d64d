// The built server (server.mjs serving build/) in a process of its own, for the integration tests
// that must see what an operator sees: its probes, its log lines, its answer to SIGTERM. On this
// file's database, on a port the system picks, loopback only; bounded in time.
//
// The build: `npm test` builds once, beside vitest (scripts/test.mjs), and these tests wait for it;
// a file run alone builds here when build/ is missing or older than a source file of app/.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

function newestSource(dir: string): number {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestSource(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/**
 * Builds the app unless build/ is current. Under `npm test` the build runs beside vitest and names
 * a file it writes when done (CANTIERE_BUILD_DONE): the tests wait for that file instead of building
 * into the same directory at once, and vitest need not wait for the build to start.
 */
export async function ensureBuilt(): Promise<void> {
  const done = process.env.CANTIERE_BUILD_DONE;
  if (done) {
    for (const until = Date.now() + 600_000; !existsSync(done); ) {
      if (Date.now() > until) throw new Error(`npm test's build did not end within 10 min (${done})`);
      await new Promise((r) => setTimeout(r, 250));
    }
    if (readFileSync(done, "utf8").trim() !== "ok") throw new Error("npm test's build failed");
    return;
  }
  const built = path.join(ROOT, "build", "index.js");
  if (existsSync(built) && statSync(built).mtimeMs >= newestSource(path.join(ROOT, "app"))) return;
  const r = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: ROOT, env: { ...process.env, NODE_ENV: "production" }, encoding: "utf8", timeout: 300_000 });
  if (r.status !== 0) throw new Error(`the build failed: ${r.stderr}`);
}

export interface BuiltServer {
  baseURL: string;
  port: number;
  child: ChildProcess;
  /** every line the server wrote, stdout and stderr */
  lines: () => string[];
  /** its JSON lines, parsed */
  json: () => Record<string, unknown>[];
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

/** Starts server.mjs on `databaseUrl`; resolves once it listens. */
export async function startBuiltServer(databaseUrl: string, env: Record<string, string> = {}): Promise<BuiltServer> {
  await ensureBuilt();
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", DATABASE_URL: databaseUrl, PORT: "0", HOST: "127.0.0.1", CANTIERE_NOTIFIER: "off", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const out: string[] = [];
  let partial = { stdout: "", stderr: "" };
  for (const k of ["stdout", "stderr"] as const) {
    child[k]!.on("data", (c: Buffer) => {
      const text = partial[k] + c.toString();
      const parts = text.split("\n");
      partial = { ...partial, [k]: parts.pop() ?? "" };
      out.push(...parts);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const json = () =>
    out.flatMap((l) => {
      try {
        return l.startsWith("{") ? [JSON.parse(l) as Record<string, unknown>] : [];
      } catch {
        return [];
      }
    });
  const deadline = Date.now() + 90_000;
  let port = 0;
  while (!port) {
    const listening = json().find((l) => typeof l.msg === "string" && l.msg.includes("listening on"));
    if (listening) port = Number(listening.port);
    else if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${out.join("\n")}`);
    else if (Date.now() > deadline) throw new Error(`the server did not listen within 90 s: ${out.join("\n")}`);
    else await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseURL: `http://127.0.0.1:${port}`,
    port,
    child,
    lines: () => out,
    json,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
    },
  };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request on a connection of its own (no keep-alive pool: each request's fate is its own), from
 * `localAddress` when given (any 127.x address is this machine's loopback).
 */
export function request(
  baseURL: string,
  target: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(target, baseURL);
    const req = http.request(
      url,
      { method: opts.method ?? "GET", headers: { connection: "close", ...opts.headers }, agent: false, localAddress: opts.localAddress },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(opts.body);
  });
}

/** A signed-in person's requests: the session cookie kept, forms posted with their CSRF token. */
export class Browser {
  cookies = new Map<string, string>();
  constructor(readonly baseURL: string) {}

  private keep(a: Answer): Answer {
    const set = a.headers["set-cookie"] ?? [];
    for (const c of set) {
      const [pair] = c.split(";");
      const i = pair.indexOf("=");
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return a;
  }
  private cookieHeader(): Record<string, string> {
    return this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {};
  }
  async get(target: string): Promise<Answer> {
    return this.keep(await request(this.baseURL, target, { headers: this.cookieHeader() }));
  }
  async post(target: string, form: Record<string, string>): Promise<Answer> {
    return this.keep(
      await request(this.baseURL, target, {
        method: "POST",
        headers: { ...this.cookieHeader(), "content-type": "application/x-www-form-urlencoded", origin: this.baseURL },
        body: new URLSearchParams(form).toString(),
      }),
    );
  }
  async csrf(page: string): Promise<string> {
    const m = (await this.get(page)).body.match(/name="csrf" value="([^"]+)"/);
    if (!m) throw new Error(`no CSRF token on ${page}`);
    return m[1];
  }
  async signIn(username: string, password: string): Promise<void> {
    const csrf = await this.csrf("/auth/login");
    const r = await this.post("/auth/login", { csrf, username, password });
    if (r.status !== 303) throw new Error(`sign-in of ${username}: ${r.status}`);
  }
}
