// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// The free text a person writes, after their erasure (issue 39, ADR-0134). A worker writes journal
// posts and comments and answers a checklist, both as events of today (their text in their
// encrypted `personal` part) and as events stored before ADR-0134 (plain text, appended here with
// their old schema versions, a manager's plain revision of their post among them). After the
// erasure no page's data, journal PDF's data, checklist page, CSV, API answer, audit export or
// rebuilt projection holds their name or their text; the pages say "[rimosso]" where the text was;
// dates, likes, counts and another person's comment stay; `projections:verify` finds no difference
// and `audit:verify`'s chains hold. The post's text cannot be written again (no key is made). A
// database of its own: the erasure stays here.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { erasePerson } from "../../app/areas/people/erase-person.server";
import { checklistsCsv } from "../../app/areas/exports/list-csv.server";
import { answerChecklistQuestion } from "../../app/areas/checklists/answer-checklist-question.server";
import { checklistView } from "../../app/areas/checklists/checklists.server";
import { addJournalComment } from "../../app/areas/journal/add-journal-comment.server";
import { journalPdfData } from "../../app/areas/journal/journal-pdf.server";
import { dashboardJournal, postViews } from "../../app/areas/journal/journal.server";
import { reviseJournalEntry } from "../../app/areas/journal/revise-journal-entry.server";
import { writeJournalEntry } from "../../app/areas/journal/write-journal-entry.server";
import { likeJournalEntry } from "../../app/areas/journal/like-journal-entry.server";
import { DomainError } from "../../app/domain/shared/errors";
import { getT } from "../../app/i18n/i18next.server";
import { auditExportStream } from "../../app/events/queries/audit-export.server";
import { checklistById } from "../../app/events/queries/checklists.server";
import { journalEntryById } from "../../app/events/queries/journal.server";
import { allProjections } from "../../app/events/projections/index.server";
import { rebuildAll, verifyProjections } from "../../app/events/rebuild.server";
import { readStream } from "../../app/events/store.server";
import { verifyChains } from "../../app/events/verify-chain.server";
import { fileStore } from "../../app/storage/index.server";
import type { Translate } from "../../pdf-templates/journal/template";
import { apiCall, tokenFor } from "./api-client";
import { appendPlain, registerQuixley, SECRET } from "./erasure-fixtures";
import { useOwnDb } from "./helpers";
import { userOf } from "./people";

const get = useOwnDb(6);
let sql: ReturnType<typeof get>["sql"];
const now = () => new Date().toISOString();
const meta = (actorId: number | null) => ({ actorId, now: now(), commandId: randomUUID() });
const team = { onTeam: true, foreman: true, mayUpdateSites: false };
const refusal = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e);
const keysOf = async (personId: number) => (await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM pii_keys WHERE subject = ${`person-${personId}`}`)[0].n;


async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe("an erased person's journal posts, comments and checklist answers", () => {
  let worker: CurrentUser;
  let hr: CurrentUser;
  let admin: CurrentUser;
  let siteId: number;
  let checklistId: number;
  let newPost: number;
  let oldPost: number;

  beforeAll(async () => {
    sql = get().sql;
    worker = await registerQuixley(sql);
    const ids = await sql<{ username: string; id: number }[]>`SELECT username, id FROM person_list WHERE username IN ('hr', 'admin')`;
    hr = await userOf(sql, Number(ids.find((r) => r.username === "hr")!.id));
    admin = await userOf(sql, Number(ids.find((r) => r.username === "admin")!.id));
    const [c] = await sql<{ id: number; site_id: number }[]>`
      SELECT l.id, l.site_id FROM checklist_list l JOIN site_list s ON s.id = l.site_id
      WHERE l.status = 'PENDING' AND NOT l.signed AND NOT l.removed AND s.company_code = 'cantiere' ORDER BY l.id LIMIT 1`;
    checklistId = Number(c.id);
    siteId = Number(c.site_id);
  });

  it("reads their text before the erasure, written today and before ADR-0134", async () => {
    const store = fileStore();
    const dailyLog = { weather: null, crew: [], crewNote: "QX-SECRET crew", equipment: "QX-SECRET gru", delays: "", incidents: "" };
    newPost = (await writeJournalEntry(sql, store, { siteId, date: null, title: "QX-SECRET new post", description: "Zebulon writes", files: [], rights: team, dailyLog }, meta(worker.id))).id;
    await addJournalComment(sql, newPost, "QX-SECRET new comment", team, meta(worker.id));
    await addJournalComment(sql, newPost, "HR-KEEP comment", team, meta(hr.id));
    await likeJournalEntry(sql, newPost, team, meta(worker.id));
    // the text is stored encrypted: the row itself holds none of it
    const [raw] = await sql<{ data: string }[]>`SELECT data::text AS data FROM events WHERE stream_id = ${`journal-${newPost}`} AND version = 1`;
    expect(raw.data).not.toMatch(SECRET);

    // a post, a comment and a manager's revision stored with plain text, before ADR-0134
    [{ id: oldPost }] = await sql<{ id: number }[]>`SELECT nextval('journal_id_seq')::int AS id`;
    const ref = { journalId: oldPost, siteId, at: now() };
    const day = now().slice(0, 10);
    await appendPlain(sql, `journal-${oldPost}`, "journal", "JournalEntryWritten", 2, { ...ref, by: worker.id, authorId: worker.id, date: day, title: "QX-SECRET old post", description: "Quixley was here", images: [], dailyLog: null }, worker.id);
    await appendPlain(sql, `journal-${oldPost}`, "journal", "JournalCommentAdded", 1, { ...ref, by: worker.id, commentId: 1, text: "QX-SECRET old comment" }, worker.id);
    await appendPlain(sql, `journal-${oldPost}`, "journal", "JournalEntryRevised", 2, { ...ref, by: admin.id, title: "QX-SECRET old post, revised", description: "Quixley", images: [], dailyLog: null }, admin.id);

    // a checklist answered today, and an answer stored before ADR-0134
    const detail = (await sql<{ questions: { questionId: number; items: { itemId: number }[] }[] }[]>`SELECT questions FROM checklist_detail WHERE id = ${checklistId}`)[0];
    const [q1, q2] = detail.questions;
    await answerChecklistQuestion(
      sql,
      store,
      checklistId,
      { questionId: q1.questionId, answers: [{ itemId: q1.items[0].itemId, answer: "not_ok", observation: "QX-SECRET new observation", who: "Zebulon", dueDate: null, done: false }], photos: [] },
      meta(worker.id),
    );
    const q = q2 ?? q1;
    const item = q2 ? q2.items[0].itemId : q1.items[q1.items.length - 1].itemId;
    await appendPlain(sql, `checklist-${checklistId}`, "checklist", "ChecklistItemAnswered", 1, { checklistId, siteId, at: now(), by: worker.id, questionId: q.questionId, itemId: item, answer: "not_ok", observation: "QX-SECRET old observation", who: "Quixley", dueDate: null, done: false }, worker.id);
    // the plain events (appended past the command handler) reach the projections as a deploy of this version does: by the rebuild
    await rebuildAll(sql);

    const entries = [(await journalEntryById(sql, siteId, newPost))!, (await journalEntryById(sql, siteId, oldPost))!];
    const views = JSON.stringify(await postViews(sql, hr, entries, () => 100));
    expect(views).toContain("QX-SECRET new post");
    expect(views).toContain("QX-SECRET old post, revised");
    expect(views).toContain("QX-SECRET old comment");
    const c = JSON.stringify(await checklistView(sql, (await checklistById(sql, checklistId))!));
    expect(c).toContain("QX-SECRET new observation");
    expect(c).toContain("QX-SECRET old observation");
  });

  // two rebuilds of every projection: past the default minute on a loaded two-core machine
  it("after the erasure nothing holds their name or their text; the marker, the dates, likes and counts and others' text stay", { timeout: 180_000 }, async () => {
    await erasePerson(sql, null, { personId: worker.id, expectedVersion: null }, meta(null));
    expect(await keysOf(worker.id)).toBe(0);

    // the live projections equal a replay (what `npm run projections:verify` runs)
    const verified = await verifyProjections(sql);
    expect(verified.filter((r) => r.differences > 0).map((r) => ({ name: r.name, sample: r.sample }))).toEqual([]);

    // the journal pages
    const entries = [(await journalEntryById(sql, siteId, newPost))!, (await journalEntryById(sql, siteId, oldPost))!];
    const views = await postViews(sql, hr, entries, () => 100);
    expect(JSON.stringify(views)).not.toMatch(SECRET);
    expect(views.map((v) => v.textRemoved)).toEqual([true, true]);
    expect(views[0]).toMatchObject({ likeCount: 1, commentCount: 2, mayEdit: false });
    expect(views[0].comments.map((c) => [c.textRemoved, c.text])).toEqual([
      [true, ""],
      [false, "HR-KEEP comment"],
    ]);
    expect(views[1].comments.map((c) => c.textRemoved)).toEqual([true]);
    expect(JSON.stringify(await dashboardJournal(sql, hr, siteId))).not.toMatch(SECRET);

    // the journal PDF's content: the marker in its language
    const t = (await getT("it")) as unknown as Translate;
    const site = { id: siteId, title: "Cantiere", quickcomId: "Q1", companyCode: "cantiere" as const };
    const pdf = await journalPdfData(sql, fileStore(), site, entries, { from: entries[0].date, to: entries[0].date, single: false, withComments: true, t, origin: "http://x" });
    expect(JSON.stringify(pdf)).not.toMatch(SECRET);
    expect(pdf.posts.map((p) => p.title)).toEqual(["[rimosso]", "[rimosso]"]);
    expect(pdf.posts[0].comments.map((c) => c.text)).toEqual(["[rimosso]", "HR-KEEP comment"]);

    // the checklist's pages and PDF (built from the same view)
    const checklist = (await checklistById(sql, checklistId))!;
    const view = await checklistView(sql, checklist);
    expect(JSON.stringify(view)).not.toMatch(SECRET);
    const answered = view.questions.flatMap((q) => q.items).filter((i) => i.answer === "not_ok" && i.textRemoved);
    expect(answered.length).toBeGreaterThanOrEqual(2);

    // a CSV, the JSON API
    const csv = await (await checklistsCsv(new Request(`http://localhost/app/checklists.csv?siteId=${siteId}`), hr, "checklists")).text();
    expect(csv).not.toMatch(SECRET);
    const token = await tokenFor(sql, admin.id);
    for (const path of [`/journal/journals/${newPost}`, `/journal/journals/${oldPost}`, `/journal/journals/comments?journalId=${newPost}`, `/journal/journals/comments?journalId=${oldPost}`, `/journal/checklists/responses/${checklistId}`]) {
      const answer = await apiCall(sql, "GET", path, { token });
      expect(answer.status, path).toBe(200);
      expect(JSON.stringify(answer.json), path).not.toMatch(SECRET);
    }
    const apiPost = await apiCall(sql, "GET", `/journal/journals/${newPost}`, { token });
    expect(apiPost.json).toMatchObject({ textRemoved: true, likeCount: 1, commentCount: 2 });

    // the audit export, both formats, and the events as every reader decodes them
    const filter = { streamType: null, eventType: null, actorId: null, from: null, to: null };
    expect(await text(auditExportStream(sql, filter, "jsonl"))).not.toMatch(SECRET);
    expect(await text(auditExportStream(sql, filter, "csv"))).not.toMatch(SECRET);
    for (const s of [`journal-${newPost}`, `journal-${oldPost}`, `checklist-${checklistId}`, `person-${worker.id}`]) {
      expect(JSON.stringify(await readStream(sql, s)), s).not.toMatch(SECRET);
    }

    // the tamper-evident chains still hold (what `npm run audit:verify` checks first)
    const chains = await verifyChains(sql);
    expect(chains.firstBroken).toBeNull();
    expect(chains.broken).toBe(0);

    // every projection, rebuilt from position 0 (`npm run projections:rebuild`)
    await rebuildAll(sql);
    for (const p of allProjections) {
      const rows = await sql.unsafe<{ r: string }[]>(`SELECT row_to_json(t)::text AS r FROM ${p.name} t`);
      expect(rows.filter((x) => SECRET.test(x.r)).map((x) => x.r), p.name).toEqual([]);
    }
    expect((await verifyProjections(sql)).filter((r) => r.differences > 0)).toEqual([]);
  });

  it("their post's text is written by nobody again, and no key is made for them; the post still takes others' comments", async () => {
    const entry = (await journalEntryById(sql, siteId, newPost))!;
    const err = await refusal(
      reviseJournalEntry(sql, fileStore(), newPost, { title: "Nuovo", description: "", current: entry.images, keep: [], files: [], mayUpdateSites: true, dailyLog: null }, entry.version, meta(admin.id)),
    );
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).code).toBe("erasure.subject_erased");
    expect(await keysOf(worker.id)).toBe(0);
    await addJournalComment(sql, newPost, "Dopo", team, meta(hr.id));
    expect((await journalEntryById(sql, siteId, newPost))!.commentCount).toBe(3);
  });
});
