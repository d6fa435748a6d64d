// The site journal against a real store (ADR-0063): a post with two photos (stored with their
// thumbnails), the feed newest first, likes once per person (a second like appends nothing), the
// first comments per post, a revision that drops a photo (its files deleted after the commit), a
// refused post that leaves no file behind, the daily log stored and the manpower offered with the
// day's stamps (ADR-0067), and the projections rebuilt from the events read the same.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journalComment, journalEntryList, journalLike } from "../../app/events/projections/journal.server";
import { stampDecider } from "../../app/domain/stamping/decider";
import { handleCommand } from "../../app/events/handle-command.server";
import { recordStamp } from "../../app/areas/stamping/record-stamp.server";
import { crewOptions, journalCommentsOf, journalEntryById, journalFeed, journalLikesOf, journalPeriod } from "../../app/events/queries/journal.server";
import { rebuildProjection } from "../../app/events/rebuild.server";
import { addJournalComment } from "../../app/areas/journal/add-journal-comment.server";
import { JOURNAL_UPLOAD } from "../../app/areas/journal/journal-command.server";
import { likeJournalEntry } from "../../app/areas/journal/like-journal-entry.server";
import { reviseJournalEntry } from "../../app/areas/journal/revise-journal-entry.server";
import { unlikeJournalEntry } from "../../app/areas/journal/unlike-journal-entry.server";
import { writeJournalEntry } from "../../app/areas/journal/write-journal-entry.server";
import { createFsStore } from "../../app/storage/fs-store.server";
import { checkUpload, type CheckedUpload } from "../../app/storage/upload.server";
import { dbReady, useDb } from "./helpers";
import { metaOf, newPerson } from "./people";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];
const tmp = mkdtempSync(path.join(tmpdir(), "cantiere-journal-"));
const store = createFsStore({ root: path.join(tmp, "files"), linkSecret: async () => Buffer.alloc(32, 7), now: () => Date.now() });
const team = { onTeam: true, foreman: false, mayUpdateSites: false };
let author: number;
let member: number;
const siteId = 900_000 + Math.floor(Math.random() * 90_000);

async function photo(colour: string): Promise<CheckedUpload> {
  const bytes = new Uint8Array(await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } }).jpeg().toBuffer());
  const r = await checkUpload({ field: "photos", fileName: "p.jpg", claimedType: "image/jpeg", size: bytes.byteLength, bytes }, JOURNAL_UPLOAD);
  if (!r.ok) throw new Error(r.reason);
  return r.file;
}

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  author = (await newPerson(sql, { role: "WORKER", prefix: "jou" })).id;
  member = (await newPerson(sql, { role: "WORKER", prefix: "jou" })).id;
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("the site journal", () => {
  it("stores a post with its photos and thumbnails, likes once per person, comments in turn, a revision drops a photo", async () => {
    const first = await writeJournalEntry(sql, store, { siteId, date: null, title: "Primo", description: "a", files: [], rights: team }, metaOf(author));
    const post = await writeJournalEntry(sql, store, { siteId, date: null, title: "Getto", description: "Piano 2\nok", files: [await photo("#a5563a"), await photo("#3a6ea5")], rights: team }, metaOf(author));
    const entry = await journalEntryById(sql, siteId, post.id);
    expect(entry?.images).toHaveLength(2);
    for (const i of entry!.images) {
      expect(i.key).toMatch(/^journal\/[0-9a-f]{32}\.jpg$/);
      expect(await store.get(i.key)).not.toBeNull();
      const thumb = await store.get(i.thumbnailKey!);
      expect(thumb).not.toBeNull();
      expect(thumb!.body.byteLength).toBeLessThan(20_000);
    }
    expect((await journalFeed(sql, siteId, 6)).map((e) => e.id)).toEqual([post.id, first.id]);

    await likeJournalEntry(sql, post.id, team, metaOf(member));
    const again = await likeJournalEntry(sql, post.id, team, metaOf(member));
    expect(again.positions).toEqual([]);
    await unlikeJournalEntry(sql, first.id, metaOf(member));
    expect((await journalLikesOf(sql, [post.id, first.id])).map((l) => [l.journalId, l.personId])).toEqual([[post.id, member]]);
    expect((await journalEntryById(sql, siteId, post.id))?.likeCount).toBe(1);

    for (const text of ["uno", "due", "tre"]) await addJournalComment(sql, post.id, text, team, metaOf(member));
    const comments = await journalCommentsOf(sql, [post.id, first.id], (id) => (id === post.id ? 2 : 10));
    expect(comments.map((c) => c.text)).toEqual(["uno", "due"]);
    expect((await journalEntryById(sql, siteId, post.id))?.commentCount).toBe(3);

    const [kept, dropped] = entry!.images;
    const dailyLog = { weather: { condition: "rain" as const, temperatureC: 7 }, crew: [author, member], crewNote: "2 Elettricisti", equipment: "Gru", delays: "", incidents: "" };
    await reviseJournalEntry(sql, store, post.id, { title: "Getto", description: "Piano 2\nok", current: entry!.images, keep: [kept.key], files: [], mayUpdateSites: false, dailyLog }, null, metaOf(author));
    // the daily log is stored with the revision (ADR-0067), the crew sorted
    expect((await journalEntryById(sql, siteId, post.id))?.dailyLog).toEqual({ ...dailyLog, crew: [author, member].sort((a, b) => a - b) });
    expect((await journalEntryById(sql, siteId, post.id))?.images).toEqual([kept]);
    expect(await store.get(dropped.key)).toBeNull();
    expect(await store.get(dropped.thumbnailKey!)).toBeNull();
    expect(await store.get(kept.key)).not.toBeNull();
  });

  it("stores a new post's daily log and reads the posts of a period for the PDF", async () => {
    const dailyLog = { weather: { condition: "sunny" as const, temperatureC: null }, crew: [], crewNote: "", equipment: "", delays: "Consegna ferro in ritardo", incidents: "" };
    const post = await writeJournalEntry(sql, store, { siteId, date: null, title: "Log", description: "", files: [], rights: team, dailyLog }, metaOf(author));
    const entry = await journalEntryById(sql, siteId, post.id);
    expect(entry?.dailyLog).toEqual(dailyLog);
    const period = await journalPeriod(sql, siteId, entry!.date, entry!.date, 100);
    expect(period.map((e) => e.id)).toContain(post.id);
    expect(period.map((e) => e.date).every((d) => d === entry!.date)).toBe(true);
  });

  it("offers the team and the people a log names as the manpower, marking who stamped at this site that day (Zurich)", async () => {
    const stamper = await newPerson(sql, { role: "WORKER", prefix: "jou" });
    const quiet = await newPerson(sql, { role: "WORKER", prefix: "jou" });
    // a stamp naming this site (ADR-0122: the site comes from the decider's facts; this test's site is only an id)
    const atSite = (who: typeof stamper, id: number, now: string) =>
      handleCommand(sql, stampDecider, {
        command: (stampId) => ({
          type: "RecordStamp" as const,
          stampId,
          person: who.principal,
          recordedBy: { personId: who.id, rights: [...who.access.rights] },
          kind: "ENTRATA" as const,
          deviceAt: null,
          place: { source: "none" as const },
          last: null,
          site: { siteId: id, title: "Cantiere", latitude: null, longitude: null, radiusM: 300, assigned: true },
        }),
        meta: { actorId: who.id, now, commandId: randomUUID() },
        target: { sequence: "stamp_id_seq" },
      });
    // 23:30 UTC on 9 March is 00:30 on 10 March in Zurich
    await atSite(stamper, siteId, "2026-03-09T23:30:00.000Z");
    // stamped that day too, but at another site and with no site: not this site's manpower
    await atSite(quiet, siteId + 1, "2026-03-10T06:30:00.000Z");
    await recordStamp(sql, quiet, { kind: "USCITA", deviceAt: null, place: {} }, { actorId: quiet.id, now: "2026-03-10T15:30:00.000Z", commandId: randomUUID() });
    const on10 = await crewOptions(sql, siteId, "2026-03-10", [stamper.id, quiet.id]);
    expect(on10.filter((o) => o.personId === stamper.id || o.personId === quiet.id).map((o) => [o.personId, o.stamped])).toEqual(
      expect.arrayContaining([
        [stamper.id, true],
        [quiet.id, false],
      ]),
    );
    expect((await crewOptions(sql, siteId, "2026-03-09", [stamper.id])).find((o) => o.personId === stamper.id)?.stamped).toBe(false);
  });

  it("leaves no file behind when the post is refused", async () => {
    const outsider = { onTeam: false, foreman: false, mayUpdateSites: false };
    const before = (await store.list("journal/")).files.length;
    await expect(writeJournalEntry(sql, store, { siteId, date: null, title: "No", description: "", files: [await photo("#5a8f3a")], rights: outsider }, metaOf(member))).rejects.toMatchObject({ code: "journal.errors.not_on_team" });
    expect((await store.list("journal/")).files.length).toBe(before);
  });

  it("reads the same after the projections are rebuilt from the events", async () => {
    const feed = await journalFeed(sql, siteId, 20);
    const likes = await journalLikesOf(sql, feed.map((e) => e.id));
    const comments = await journalCommentsOf(sql, feed.map((e) => e.id), () => 10);
    for (const p of [journalEntryList, journalComment, journalLike]) await rebuildProjection(sql, p);
    expect(await journalFeed(sql, siteId, 20)).toEqual(feed);
    expect(await journalLikesOf(sql, feed.map((e) => e.id))).toEqual(likes);
    expect(await journalCommentsOf(sql, feed.map((e) => e.id), () => 10)).toEqual(comments);
  });
});
