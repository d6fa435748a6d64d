// What the benchmarks that run the built app share: a free loopback port, a process's CPU time and
// RSS from /proc, the 50-row sites list's extra sites, signing in over HTTP.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import postgres from "postgres";
import type { Sql } from "~/db.server";
import { siteDecider } from "~/domain/site/decider";
import { handleCommand } from "~/events/handle-command.server";
import { catchUpAll } from "~/events/projector.server";
import { DEMO_PASSWORD, demoSites } from "~/seed/demo-data";

const TICKS_PER_SECOND = 100; // Linux USER_HZ

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** The process's own CPU time so far, in milliseconds (user + system). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** The process's resident set, in MB. */
export function rssMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return line ? Number(line[1]) / 1024 : NaN;
}

/** The demo data has fewer sites than a 50-row page: register copies (new quickcom ids) until there are `rows`. */
export async function topUpSites(url: string, rows: number): Promise<string> {
  const sql: Sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [{ n }] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events WHERE event_type = 'SiteRegistered'`;
    const base = demoSites();
    for (let i = n; i < rows; i++) {
      const details = { ...base[i % base.length], quickcomId: `Q${90000 + i}`, title: `${base[i % base.length].title} ${i}` };
      await handleCommand(sql, siteDecider, {
        command: (id) => ({ type: "RegisterSite" as const, siteId: id, details }),
        meta: { actorId: null, now: new Date().toISOString(), commandId: randomUUID() },
        target: { sequence: "site_id_seq" },
      });
    }
    await catchUpAll(sql);
    return `sites: ${n} from the demo seed, ${Math.max(0, rows - n)} more registered for a full ${rows}-row page`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Signs `username` in over HTTP; the session's Cookie header. */
export async function signIn(base: string, username: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (r: Response) => {
    for (const c of r.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const i = pair.indexOf("=");
      const value = pair.slice(i + 1).trim();
      if (value === "" || /max-age=0/i.test(c)) jar.delete(pair.slice(0, i).trim());
      else jar.set(pair.slice(0, i).trim(), value);
    }
  };
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const page = await fetch(`${base}/auth/login`);
  keep(page);
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!csrf) throw new Error("no csrf field on the login page");
  const post = await fetch(`${base}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: header(), origin: base },
    body: new URLSearchParams({ csrf, username, password: DEMO_PASSWORD, redirectTo: "" }).toString(),
    redirect: "manual",
  });
  keep(post);
  if (post.status !== 302 && post.status !== 303) throw new Error(`sign-in of ${username} answered ${post.status}`);
  return header();
}
