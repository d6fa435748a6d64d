// A reset of the database's connections under write load never ends the app (issue 42 H1, ADR-0096):
// the built app on a database of its own, five bursts of writes — the support form (HTML, 303),
// support requests and journal comments through the JSON API (201; the comments take the command
// handler's reserved connection) — each with every backend of that database terminated mid-burst,
// as a failover, a restart or a pooler does. Then the same process answers, a write after the reset
// succeeds, every acknowledged command is in the event store, every write refused during a reset
// got a translated 503 (a page, or problem details from the API) and none a 500, and the async
// projector caught up. Unpatched (scripts/patch-postgres.mjs), the server exits on the first burst
// with "TypeError: Cannot read properties of null (reading 'write') at Immediate.nextWrite".
// HTTP only, run once (the fuzz project: playwright.config.ts); bounded: 5 × 36 writes, 8 at a time.
import { httpClient, type HttpClient, type HttpResponse } from "./http-client";
import postgres from "postgres";
import { expect, test } from "./fixtures";
import { csrfOf, postForms, signedIn } from "./manifest";
import { startOwnServer, type OwnServer } from "./own-server";
import { scaled } from "../time-scale";

test.describe.configure({ mode: "serial" });

const BURSTS = 5;
const WRITES = 36;
const AT_ONCE = 8;

let server: OwnServer;
let db: postgres.Sql;

test.beforeAll(async () => {
  // why: its own database is seeded first (up to 300 s while five runs share two cores)
  test.setTimeout(scaled(360_000));
  // why a rate limit this high: the bursts are the point, not the per-token limit (ADR-0077)
  server = await startOwnServer("reset", Number(process.env.E2E_PORT ?? 3210) + 13, { env: { API_RATE_LIMIT: "100000" } });
  db = postgres(server.databaseUrl, { max: 1, onnotice: () => {} });
});

test.afterAll(async () => {
  await db?.end({ timeout: 1 });
  await server?.stop();
});

const uuid = () => crypto.randomUUID();

/** A personal API token made on the profile page (as a person would). */
async function tokenOf(ctx: HttpClient): Promise<string> {
  const SELF = "/app/profile/api-tokens";
  const form = postForms(await (await ctx.get(SELF)).text(), SELF).find((f) => f.fields.some(([k, v]) => k === "intent" && v === "create-api-token"));
  expect(form, "the token form").toBeTruthy();
  const made = await ctx.post(SELF, { form: { ...Object.fromEntries(form?.fields ?? []), name: "Reset", days: "30" }, maxRedirects: 0 });
  expect(made.status()).toBe(303);
  const page = await (await ctx.get(SELF)).text();
  const secret = /value="(cnt_[A-Za-z0-9_-]{43})"/.exec(page)?.[1];
  expect(secret, "the new token").toBeTruthy();
  return secret as string;
}

interface Write {
  kind: "form" | "api-support" | "api-comment";
  commandId: string;
  send: () => Promise<HttpResponse>;
}

interface Answer {
  kind: Write["kind"];
  commandId: string;
  status: number | "no answer";
  detail: string;
}

/** Checks an answer's shape: an acknowledgement, or a translated 503; returns what is wrong with it, or "". */
async function judge(w: Write, r: HttpResponse): Promise<string> {
  const status = r.status();
  const type = r.headers()["content-type"] ?? "";
  if (status === 503) {
    if (r.headers()["retry-after"] !== "5") return `503 without Retry-After: 5`;
    if (w.kind === "form") {
      const html = await r.text();
      if (!type.startsWith("text/html")) return `503 as ${type}`;
      // the page in the default language (Italian), with the reference the log carries
      if (!html.includes('data-status="503"') || !html.includes("Il database non è raggiungibile") || !html.includes("Riferimento")) return `503 page: ${html.slice(0, 300)}`;
      return "";
    }
    if (!type.startsWith("application/problem+json")) return `503 as ${type}`;
    const p = await r.json();
    const fine = p.status === 503 && p.code === "errors.database_unavailable" && String(p.detail).startsWith("Il database non è raggiungibile") && p.reference;
    return fine ? "" : `503 problem: ${JSON.stringify(p)}`;
  }
  const want = w.kind === "form" ? 303 : 201;
  return status === want ? "" : `${status}: ${(await r.text()).slice(0, 300)}`;
}

/** Runs the writes AT_ONCE at a time; `midway` is called once a third of them have been answered. */
async function burst(writes: Write[], midway: () => Promise<void>): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  let reset: Promise<void> | null = null;
  const worker = async () => {
    while (next < writes.length) {
      const w = writes[next++];
      let answer: Answer;
      try {
        const r = await w.send();
        answer = { kind: w.kind, commandId: w.commandId, status: r.status(), detail: await judge(w, r) };
      } catch (err) {
        answer = { kind: w.kind, commandId: w.commandId, status: "no answer", detail: String(err) };
      }
      answers.push(answer);
      if (answers.length === Math.floor(writes.length / 3)) reset = midway();
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  await reset;
  return answers;
}

test("five resets of the database's connections under write load: the process answers, no acknowledged command is lost, no 500", async () => {
  test.setTimeout(scaled(240_000));
  const { baseURL } = server;
  const admin = await signedIn(baseURL, "admin");
  const api = httpClient(baseURL, { Authorization: `Bearer ${await tokenOf(admin)}` });
  const csrf = await csrfOf(admin, "/app/support");
  const journals = (await db<{ id: number }[]>`SELECT id FROM journal_entry_list WHERE NOT removed ORDER BY id LIMIT 4`).map((r) => Number(r.id));
  expect(journals.length, "journal posts to comment on").toBeGreaterThan(0);

  const timeout = 30_000;
  const writesOf = (b: number): Write[] =>
    Array.from({ length: WRITES }, (_, i) => {
      const commandId = uuid();
      const label = `Reset ${b}.${i}`;
      if (i % 3 === 0) {
        return { kind: "form", commandId, send: () => admin.post("/app/support", { form: { csrf, commandId, title: label, message: "Burst", page: "/app" }, maxRedirects: 0, timeout }) };
      }
      if (i % 3 === 1) {
        return { kind: "api-support", commandId, send: () => api.post("/api/user/contacts", { data: { title: label, message: "Burst" }, headers: { "Idempotency-Key": commandId }, timeout }) };
      }
      const journalId = journals[i % journals.length];
      return { kind: "api-comment", commandId, send: () => api.post("/api/journal/journals/comments", { data: { journalId, comment: label }, headers: { "Idempotency-Key": commandId }, timeout }) };
    });

  const all: Answer[] = [];
  const killed: number[] = [];
  for (let b = 1; b <= BURSTS; b++) {
    const answers = await burst(writesOf(b), async () => {
      // every backend of this test's own database but ours: the app's pool, its projector, its notifier
      const [{ n }] = await db<{ n: number }[]>`
        SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS n
        FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`;
      killed.push(n);
    });
    all.push(...answers);
    expect(server.exited(), `the server exited during burst ${b}: ${server.stderr().slice(-2000)}`).toBeNull();
  }

  const bad = all.filter((a) => a.detail !== "");
  expect(bad, "every answer an acknowledgement or a translated 503").toEqual([]);
  const acknowledged = all.filter((a) => a.status === 201 || a.status === 303).map((a) => a.commandId);
  const refused = all.filter((a) => a.status === 503).length;

  // the same process still answers, and a write after the reset succeeds
  expect(server.exited()).toBeNull();
  const after = uuid();
  const made = await api.post("/api/user/contacts", { data: { title: "After the resets", message: "Back" }, headers: { "Idempotency-Key": after } });
  expect(made.status(), await made.text()).toBe(201);
  expect((await admin.get("/app/support")).status()).toBe(200);

  // no acknowledged command lost: each one's events are in the store
  const stored = await db<{ id: string }[]>`
    SELECT DISTINCT metadata->>'commandId' AS id FROM events WHERE metadata->>'commandId' = ANY(${[...acknowledged, after]}::text[])`;
  const missing = [...acknowledged, after].filter((id) => !stored.some((s) => s.id === id));
  expect(missing, "acknowledged commands missing from the event store").toEqual([]);
  // a 503 may still have been stored (COMMIT sent, its answer lost with the connection): the page says to check
  const refusedIds = all.filter((a) => a.status === 503).map((a) => a.commandId);
  const [{ n: storedAnyway }] = await db<{ n: number }[]>`
    SELECT count(DISTINCT metadata->>'commandId')::int AS n FROM events WHERE metadata->>'commandId' = ANY(${refusedIds}::text[])`;

  // the async projector survived the resets: it reaches the write made after them
  await expect
    .poll(
      async () => {
        const [row] = await db<{ caught: boolean }[]>`
          SELECT c.last_position >= (SELECT max(position) FROM events WHERE metadata->>'commandId' = ${after}) AS caught
          FROM projection_checkpoints c WHERE c.name = 'stream_summary'`;
        return row?.caught ?? false;
      },
      { timeout: 20_000, message: "the async projector caught up after the resets" },
    )
    .toBe(true);

  // the resets did reach writes in flight (else this test proves nothing), and each terminated the app's connections
  expect(killed.every((n) => n > 0), `backends terminated per burst: ${killed.join(", ")}`).toBe(true);
  expect(refused, "writes refused with 503 during the resets").toBeGreaterThan(0);
  expect(server.stderr()).not.toMatch(/TypeError|uncaught/i);
  console.log(
    `[db-reset] ${BURSTS} bursts × ${WRITES} writes (${AT_ONCE} at a time): ${acknowledged.length} acknowledged, ${refused} answered 503, ` +
      `${missing.length} lost, 0 exits (pid ${server.pid}); of the 503s ${storedAnyway} stored all the same; backends terminated per burst: ${killed.join(", ")}`,
  );
  await api.dispose();
  await admin.dispose();
});
