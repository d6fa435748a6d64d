// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// The sweep for orphaned receipts (ADR-0022), on the filesystem store and on a real S3 API server
// (s3rver): receipts that events name — including one an edit replaced — stay, as does a recent
// upload; old files that no event names go, but only with --delete; keys that merely look like a
// named one are not protected by the resemblance. An erased person's receipts are deleted by the
// erasure once it has committed (ADR-0007); one the erasure could not delete is named only by
// events about an erased person, and the sweep deletes it whatever its age. Then the command an
// operator runs, `npm run storage:sweep`, on the filesystem store.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { accessOf, type Principal } from "../../app/domain/access/permissions";
import type { ReceiptRef } from "../../app/domain/expense/events";
import type { ExpenseInput } from "../../app/domain/expense/input";
import { readStream } from "../../app/events/store.server";
import { personById } from "../../app/events/queries/people.server";
import { erasePerson } from "../../app/areas/people/erase-person.server";
import { editExpense } from "../../app/areas/expense/edit-expense.server";
import { submitExpense } from "../../app/areas/expense/submit-expense.server";
import { registerPerson } from "../../app/areas/people/register-person.server";
import { receiptPdf } from "../../app/seed/expenses.server";
import { createFsStore } from "../../app/storage/fs-store.server";
import { createS3Store } from "../../app/storage/s3-store.server";
import type { FileStore } from "../../app/storage/store.server";
import { ORPHAN_MIN_AGE_MS, sweepOrphanedFiles } from "../../app/storage/sweep.server";
import { checkUpload, RECEIPT_UPLOAD, storeUpload, type StoredUpload } from "../../app/storage/upload.server";
import { useOwnDb, fileDatabaseUrl } from "./helpers";

const DAY = ORPHAN_MIN_AGE_MS;
const NOW = "2026-11-25T09:00:00.000Z";
// a database of its own: the test erases a person, which no shared database should keep
const get = useOwnDb(6);
let sql: ReturnType<typeof get>["sql"];
/** this file's database, for the command run as its own process */
let ownUrl: string;
let hr: CurrentUser;
let siteId: number;

const tmp = mkdtempSync(path.join(tmpdir(), "cantiere-sweep-"));
const fsStore = createFsStore({ root: path.join(tmp, "files"), linkSecret: async () => Buffer.alloc(32), now: () => Date.now() });
let s3rver: ChildProcess;
let s3Store: FileStore;

async function userOf(id: number): Promise<CurrentUser> {
  const p = await personById(sql, id);
  if (!p) throw new Error("no such person");
  const principal: Principal = { personId: p.id, role: p.role, capabilities: p.capabilities, companyCode: p.companyCode, active: p.active };
  return { ...p, principal, access: accessOf(principal), sessionIdHash: "" };
}

const meta = () => ({ actorId: hr.id, now: NOW, commandId: randomUUID() });

async function newWorker(): Promise<number> {
  const username = `sweep-${randomUUID().slice(0, 8)}`;
  const { id } = await registerPerson(
    sql,
    {
      companyCode: "cantiere",
      role: "WORKER",
      capabilities: [],
      employee: { badgeId: null, hiredAt: null, terminatedAt: null, workPercentage: 100, holidaysCount: 25, breakTime: 60, winterStart: "07:30", winterEnd: "16:30", summerStart: "07:00", summerEnd: "17:00" },
      personal: { firstName: "Sweep", lastName: "Test", username, email: `${username}@example.ch`, birthday: null, gender: null, address: null, zip: null, city: null, countryId: 1, personalMail: null, officeMail: null, phones: [], civilStatus: null, childrenNumber: null, motherLanguage: null },
      passwordHash: null,
    },
    { actorId: null, now: NOW, commandId: randomUUID() },
  );
  return id;
}

const expense = (): ExpenseInput => ({ reason: "Viti inox", place: "Lugano", amount: 1250, currency: "CHF", changedChf: null, quantity: 1000, unit: "PIECES", siteId, date: "2026-11-20", isEquipment: 0 });
const refOf = (s: StoredUpload): ReceiptRef => ({ key: s.key, thumbnailKey: s.thumbnailKey, contentType: s.contentType, size: s.size, sha256: s.sha256 });

/** A receipt stored as the expense form stores it: checked, then under expenses/ (an image with its thumbnail). */
async function storeReceipt(store: FileStore, kind: "png" | "pdf"): Promise<StoredUpload> {
  const bytes =
    kind === "png"
      ? new Uint8Array(await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 200, g: 120, b: randomBytes(1)[0] } } }).png().toBuffer())
      : receiptPdf(["Fattura", randomUUID()]);
  const checked = await checkUpload({ field: "receipt", fileName: `receipt.${kind}`, claimedType: "", size: bytes.byteLength, bytes }, RECEIPT_UPLOAD);
  if (!checked.ok) throw new Error(`test receipt refused: ${checked.reason}`);
  return storeUpload(store, checked.file, RECEIPT_UPLOAD);
}

async function submit(personId: number, receipt: StoredUpload) {
  return submitExpense(sql, hr, { personId, expense: expense(), receipt: refOf(receipt) }, meta());
}

const exists = async (store: FileStore, key: string) => (await store.head(key)) !== null;

/** The store as it is, except that every delete fails (a store that is down when the erasure has committed). */
function withFailingDeletes(store: FileStore): FileStore {
  return new Proxy(store, {
    get: (target, prop, receiver) =>
      prop === "delete"
        ? async (key: string) => {
            throw new Error(`store unavailable for ${key}`);
          }
        : Reflect.get(target, prop, receiver),
  });
}

const erase = (personId: number, store: FileStore, log?: (m: string) => void) =>
  erasePerson(sql, null, { personId, expectedVersion: null }, { actorId: null, now: NOW, commandId: randomUUID() }, { store, log, allowPending: true });

beforeAll(async () => {
  sql = get().sql;
  const [{ name }] = await sql<{ name: string }[]>`SELECT current_database() AS name`;
  const url = new URL(fileDatabaseUrl());
  url.pathname = `/${name}`;
  ownUrl = url.toString();
  const [h] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = 'hr'`;
  hr = await userOf(Number(h.id));
  const [s] = await sql<{ id: number }[]>`SELECT min(id) AS id FROM site_list WHERE company_code = 'cantiere'`;
  siteId = Number(s.id);

  s3rver = spawn(process.execPath, ["--openssl-legacy-provider", "tests/fixtures/s3-server.mjs", "cantiere-sweep"], { stdio: ["pipe", "pipe", "inherit"] });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: s3rver.stdout! }).once("line", resolve);
    s3rver.once("exit", (code) => reject(new Error(`s3rver exited with ${code}`)));
  });
  const { port } = JSON.parse(line) as { port: number };
  s3Store = createS3Store({ bucket: "cantiere-sweep", endpoint: `http://127.0.0.1:${port}`, region: "us-east-1", forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
});

afterAll(async () => {
  if (s3rver && s3rver.exitCode === null) {
    const exited = new Promise((r) => s3rver.once("exit", r));
    s3rver.stdin?.end();
    s3rver.kill("SIGTERM");
    await exited;
  }
  rmSync(tmp, { recursive: true, force: true });
});

describe.each([
  ["the filesystem store", () => fsStore],
  ["the S3 store against s3rver", () => s3Store],
] as const)("sweeping %s", (_name, storeOf) => {
  it("deletes only old files that no event names, and only with --delete", async () => {
    const store = storeOf();
    const worker = await newWorker();

    // named by ExpenseSubmitted: the image and its thumbnail
    const named = await storeReceipt(store, "png");
    await submit(worker, named);
    // replaced by an edit: the old file is still named by the expense's history
    const replaced = await storeReceipt(store, "pdf");
    const replacement = await storeReceipt(store, "pdf");
    const edited = await submit(worker, replaced);
    await editExpense(sql, hr, { expenseId: edited.id, personId: worker, expense: expense(), receipt: refOf(replacement), expectedVersion: 1 }, meta());
    // an erased person's receipt the erasure could not delete: the store failed after the commit.
    // The key is not personal data, so the erasure hides no reference: the event still names it.
    const erasedWorker = await newWorker();
    const erasedOnes = await storeReceipt(store, "pdf");
    const ofErased = await submit(erasedWorker, erasedOnes);
    const erasureLog: string[] = [];
    const erasure = await erase(erasedWorker, withFailingDeletes(store), (m) => erasureLog.push(m));
    expect(erasure.receiptFiles).toEqual({ deleted: [], failed: [erasedOnes.key] });
    expect(erasureLog).toEqual([expect.stringContaining(`could not delete ${erasedOnes.key} of an erased person`)]);
    const [erasedEvent] = await readStream(sql, `expense-${ofErased.id}`);
    expect(erasedEvent).toMatchObject({ erased: true, data: { personal: null, receipt: { key: erasedOnes.key } } });

    // orphans: a crash between upload and command (image and thumbnail), and keys that only resemble named ones
    const crashed = await storeReceipt(store, "png");
    const lookalikes = [`${named.key}.bak`, named.key.replace(/\.png$/, "")];
    for (const key of lookalikes) await store.put(key, Uint8Array.of(1, 2, 3), { contentType: "application/octet-stream" });
    // outside the receipts' folder: never the sweep's business
    const elsewhere = `documents/sweep-${randomUUID().slice(0, 8)}.pdf`;
    await store.put(elsewhere, receiptPdf(["not a receipt"]), { contentType: "application/pdf" });

    // a recent orphan: its command may still be running. Everything above is more than a second older.
    await new Promise((r) => setTimeout(r, 1100));
    const fresh = await storeReceipt(store, "pdf");
    const now = (await store.head(fresh.key))!.lastModified.getTime() + DAY - 1;

    const kept = [named.key, named.thumbnailKey!, replaced.key, replacement.key, fresh.key];
    const orphans = [crashed.key, crashed.thumbnailKey!, ...lookalikes].sort();

    const dryLog: string[] = [];
    const dry = await sweepOrphanedFiles({ sql, store, now, log: (m) => dryLog.push(m) });
    expect(dry.orphans.map((f) => f.key).sort()).toEqual(orphans);
    expect(dry.erased.map((f) => f.key)).toEqual([erasedOnes.key]);
    expect({ listed: dry.listed, referenced: dry.referenced, recent: dry.recent, deleted: dry.deleted, dryRun: dry.dryRun }).toEqual({ listed: 10, referenced: 4, recent: 1, deleted: 0, dryRun: true });
    for (const key of orphans) expect(dryLog.some((l) => l.startsWith(`would delete ${key} `)), key).toBe(true);
    expect(dryLog.some((l) => l.startsWith(`would delete ${erasedOnes.key} `) && l.endsWith(", of an erased person)"))).toBe(true);
    expect(dryLog.at(-1)).toMatch(/^storage sweep of expenses\/: 10 files, 4 named by events, 1 younger than 24 h, 4 orphaned, 1 of erased persons and 0 replaced or removed \(\d+ bytes\) would be deleted; dry run/);
    for (const key of [...kept, ...orphans, erasedOnes.key, elsewhere]) expect(await exists(store, key), key).toBe(true);

    const log: string[] = [];
    const swept = await sweepOrphanedFiles({ sql, store, now, remove: true, log: (m) => log.push(m) });
    expect({ deleted: swept.deleted, failed: swept.failed }).toEqual({ deleted: 5, failed: 0 });
    expect(log.at(-1)).toMatch(/4 orphaned, 1 of erased persons and 0 replaced or removed \(\d+ bytes\): 5 deleted, 0 failed$/);
    for (const key of [...orphans, erasedOnes.key]) expect(await exists(store, key), key).toBe(false);
    for (const key of [...kept, elsewhere]) expect(await exists(store, key), key).toBe(true);

    // a day later the recent orphan is old, and the next sweep takes it, and only it
    const later = await sweepOrphanedFiles({ sql, store, now: now + 2, remove: true });
    expect(later.orphans.map((f) => f.key)).toEqual([fresh.key]);
    expect(await exists(store, fresh.key)).toBe(false);
    for (const key of kept.filter((k) => k !== fresh.key)) expect(await exists(store, key), key).toBe(true);
  });

  it("loses an erased person's receipts with the erasure: images, thumbnails and replaced ones, and nobody else's", async () => {
    const store = storeOf();
    const erased = await newWorker();
    const other = await newWorker();
    const image = await storeReceipt(store, "png");
    await submit(erased, image);
    const replaced = await storeReceipt(store, "pdf");
    const replacement = await storeReceipt(store, "png");
    const edited = await submit(erased, replaced);
    await editExpense(sql, hr, { expenseId: edited.id, personId: erased, expense: expense(), receipt: refOf(replacement), expectedVersion: 1 }, meta());
    const othersReceipt = await storeReceipt(store, "png");
    await submit(other, othersReceipt);

    const outcome = await erase(erased, store);
    const gone = [image.key, image.thumbnailKey!, replaced.key, replacement.key, replacement.thumbnailKey!].sort();
    expect({ deleted: [...outcome.receiptFiles.deleted].sort(), failed: outcome.receiptFiles.failed }).toEqual({ deleted: gone, failed: [] });
    for (const key of gone) expect(await exists(store, key), key).toBe(false);
    for (const key of [othersReceipt.key, othersReceipt.thumbnailKey!]) expect(await exists(store, key), key).toBe(true);

    // the sweep finds nothing of theirs left, and keeps the other person's
    const report = await sweepOrphanedFiles({ sql, store, now: Date.now() });
    expect(report.erased).toEqual([]);
    for (const key of [othersReceipt.key, othersReceipt.thumbnailKey!]) expect(report.orphans.some((f) => f.key === key), key).toBe(false);
  });
});

describe("npm run storage:sweep", () => {
  const dataDir = path.join(tmp, "cli");
  const cliStore = createFsStore({ root: path.join(dataDir, "files"), linkSecret: async () => Buffer.alloc(32), now: () => Date.now() });

  function run(...args: string[]) {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: ownUrl, DATA_DIR: dataDir, CANTIERE_PROJECTOR: "off" };
    delete env.S3_BUCKET;
    delete env.MIGRATION_DATABASE_URL;
    const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/storage-sweep.ts", ...args], { env, encoding: "utf8", timeout: 120_000 });
    return { code: r.status, out: `${r.stdout}${r.stderr}` };
  }
  /** Backdates a stored file by two days, as if its upload were that old. */
  const age = (key: string) => {
    const then = new Date(Date.now() - 2 * DAY);
    utimesSync(path.join(dataDir, "files", ...key.split("/")), then, then);
  };

  // why the longer limit: several operator commands, each a Node process that compiles the scripts
  // first (tsx); beside the other runs of the suite they took over 60 s (a limit, not a speed target)
  it("logs in a dry run, deletes with --delete, and refuses an unknown argument", { timeout: 240_000 }, async () => {
    const worker = await newWorker();
    const named = await storeReceipt(cliStore, "pdf");
    await submit(worker, named);
    const orphan = await storeReceipt(cliStore, "png");
    const fresh = await storeReceipt(cliStore, "pdf");
    for (const key of [named.key, orphan.key, orphan.thumbnailKey!]) age(key);

    const dry = run();
    expect(dry.code, dry.out).toBe(0);
    expect(dry.out).toContain(`would delete ${orphan.key} `);
    expect(dry.out).toContain(`would delete ${orphan.thumbnailKey} `);
    expect(dry.out).toMatch(/storage sweep of expenses\/: 4 files, 1 named by events, 1 younger than 24 h, 2 orphaned, 0 of erased persons and 0 replaced or removed \(\d+ bytes\) would be deleted/);
    expect(await exists(cliStore, orphan.key)).toBe(true);

    const bad = run("--delete-everything");
    expect(bad.code).toBe(1);
    expect(bad.out).toContain("unknown argument --delete-everything");
    expect(await exists(cliStore, orphan.key)).toBe(true);

    const swept = run("--delete");
    expect(swept.code, swept.out).toBe(0);
    expect(swept.out).toContain(`deleted ${orphan.key} `);
    expect(swept.out).toMatch(/2 orphaned, 0 of erased persons and 0 replaced or removed \(\d+ bytes\): 2 deleted, 0 failed/);
    expect(await exists(cliStore, orphan.key)).toBe(false);
    expect(await exists(cliStore, orphan.thumbnailKey!)).toBe(false);
    expect(await exists(cliStore, named.key)).toBe(true);
    expect(await exists(cliStore, fresh.key)).toBe(true);
  });
});
