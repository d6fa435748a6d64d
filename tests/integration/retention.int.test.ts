// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// The retention rules (issue 39, ADR-0125), each with the application clock moved forward: sign-in
// attempts are deleted after 90 days, the address of a sent notification mail is blanked after 90
// days (a mail still waiting keeps it), and the file log names the author only while the file
// exists. The job says what it did. A database of its own: the job deletes rows of the demo data.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { deleteSiteFile } from "../../app/areas/site-files/delete-site-file.server";
import { describeRetention, runRetention } from "../../app/events/retention.server";
import { nowIso, setTestClock } from "../../app/clock.server";
import { fileLog } from "../../app/events/queries/site-files.server";
import { RETENTION_DEFAULTS, retentionSettings } from "../../app/events/retention-settings.server";
import { createFsStore } from "../../app/storage/fs-store.server";
import { useOwnDb } from "./helpers";

const DAY = 86_400_000;
const get = useOwnDb(4);
const tmp = mkdtempSync(path.join(tmpdir(), "cantiere-retention-"));
const store = createFsStore({ root: path.join(tmp, "files"), linkSecret: async () => Buffer.alloc(32), now: () => Date.now() });

beforeAll(() => {
  // why: the clock is an edge the tests move (app/clock.server.ts allows it in test mode only)
  process.env.CANTIERE_TEST_MODE = "1";
  setTestClock({ at: "2026-12-01T08:00:00.000Z" });
});
afterEach(() => setTestClock({ at: "2026-12-01T08:00:00.000Z" }));
afterAll(() => {
  setTestClock({ reset: true });
  rmSync(tmp, { recursive: true, force: true });
});

describe("the retention settings", () => {
  it("default to 90 days, 90 days and while the file exists; a bad value is refused with its name", () => {
    expect(retentionSettings({})).toEqual(RETENTION_DEFAULTS);
    expect(RETENTION_DEFAULTS).toEqual({ signInAttemptDays: 90, sentMailAddressDays: 90, fileLogNames: "file" });
    expect(retentionSettings({ CANTIERE_RETENTION_SIGN_IN_DAYS: "30", CANTIERE_RETENTION_FILE_LOG_NAMES: "forever" })).toMatchObject({ signInAttemptDays: 30, fileLogNames: "forever" });
    expect(() => retentionSettings({ CANTIERE_RETENTION_SIGN_IN_DAYS: "soon" })).toThrow(/CANTIERE_RETENTION_SIGN_IN_DAYS/);
    expect(() => retentionSettings({ CANTIERE_RETENTION_FILE_LOG_NAMES: "never" })).toThrow(/CANTIERE_RETENTION_FILE_LOG_NAMES/);
  });
});

describe("the retention job", () => {
  it("deletes sign-in attempts once they are older than 90 days", async () => {
    const { sql } = get();
    const username = `ret-${randomUUID().slice(0, 8)}`;
    await sql`INSERT INTO sign_in_attempts (username, person_id, address, succeeded, reason, attempted_at) VALUES (${username}, NULL, '203.0.113.9', false, 'unknown', ${nowIso()})`;
    const mine = async () => (await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM sign_in_attempts WHERE username = ${username}`)[0].n;

    setTestClock({ advanceMs: 89 * DAY });
    await runRetention(sql);
    expect(await mine()).toBe(1);

    setTestClock({ advanceMs: 2 * DAY });
    const report = await runRetention(sql);
    expect(await mine()).toBe(0);
    expect(report.signInAttemptsDeleted).toBeGreaterThanOrEqual(1);
    expect(describeRetention(report)).toMatch(/\d+ sign-in attempts older than 90 days deleted/);
  });

  it("blanks the address of a sent notification mail after 90 days; a mail still waiting keeps it", async () => {
    const { sql } = get();
    const [{ id: personId }] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = 'worker'`;
    const mail = async (status: string) => {
      const [n] = await sql<{ id: number }[]>`
        INSERT INTO notification (person_id, topic, kind, occurrence, link, in_app) VALUES (${personId}, 'leave', 'decided', ${randomUUID()}, '/app', true) RETURNING id`;
      const [o] = await sql<{ id: number }[]>`
        INSERT INTO notification_outbox (notification_id, person_id, email, language, status, sent_at, created_at)
        VALUES (${n.id}, ${personId}, 'worker@example.ch', 'it', ${status}, ${status === "sent" ? nowIso() : null}, ${nowIso()}) RETURNING id`;
      return Number(o.id);
    };
    const sent = await mail("sent");
    const waiting = await mail("pending");
    const address = async (id: number) => (await sql<{ email: string }[]>`SELECT email FROM notification_outbox WHERE id = ${id}`)[0].email;

    setTestClock({ advanceMs: 89 * DAY });
    await runRetention(sql);
    expect(await address(sent)).toBe("worker@example.ch");

    setTestClock({ advanceMs: 2 * DAY });
    const report = await runRetention(sql);
    expect(await address(sent)).toBe("");
    expect(await address(waiting)).toBe("worker@example.ch");
    expect(report.mailAddressesBlanked).toBeGreaterThanOrEqual(1);
    expect(describeRetention(report)).toMatch(/addresses of notification mails older than 90 days blanked/);
  });

  it("names the author of a file log entry while the file exists, and no longer once it is deleted", async () => {
    const { sql } = get();
    const [entry] = await sql<{ site_id: number; key: string; actor_id: number; company_code: string }[]>`
      SELECT l.site_id, l.key, l.actor_id, s.company_code FROM site_file_log l JOIN site_list s ON s.id = l.site_id
      WHERE l.action = 'upload' AND l.actor_id IS NOT NULL AND l.key LIKE 'sites/%' ORDER BY l.site_id, l.n LIMIT 1`;
    const q = { companies: [entry.company_code] as never, onlyFavouritesOf: null, sharedOnly: false, siteId: Number(entry.site_id) };
    const authorOf = async () => (await fileLog(sql, q, { limit: 500, offset: 0 })).rows.find((r) => r.key === entry.key && r.action === "upload")?.actorName;
    const before = await authorOf();
    expect(before).toBeTruthy();
    const counted = (await runRetention(sql)).fileLogEntriesWithoutName;

    setTestClock({ advanceMs: 400 * DAY });
    // a year later the file is still there: the name stays
    expect(await authorOf()).toBe(before);
    await deleteSiteFile(sql, store, Number(entry.site_id), entry.key, { actorId: Number(entry.actor_id), now: nowIso(), commandId: randomUUID() });
    expect(await authorOf()).toBe("");
    const report = await runRetention(sql);
    expect(report.fileLogEntriesWithoutName).toBeGreaterThan(counted);
    expect(describeRetention(report)).toMatch(/file log entries of files that no longer exist show no name/);
  });
});
