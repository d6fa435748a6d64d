// Checklists' remaining pieces against a real store (ADR-0080): the checklists waiting for a worker
// and for the site's foreman on their start page; removing one (gone from every list and scope, kept
// in its history with who did what; an approved one stays); the history replayed from the stream;
// the removed row after a rebuild; files attached to a question; and the storage sweep of `checklist/` (an orphaned upload goes,
// a photo an event names stays).
import { mkdtempSync, rmSync, utimesSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { questionsOfTemplate } from "../../app/domain/checklist/decider";
import { checklistHistoryWith } from "../../app/domain/checklist/history";
import { siteDecider } from "../../app/domain/site/decider";
import { handleCommand } from "../../app/events/handle-command.server";
import { checklistList } from "../../app/events/projections/checklist.server";
import { checklistById, checklistDetailById, checklistPage, checklistTemplateById, mandatoryTemplatesOf, openChecklistsOf, siteChecklistCount } from "../../app/events/queries/checklists.server";
import { loadRecordHistory } from "../../app/events/queries/history.server";
import { rebuildProjection } from "../../app/events/rebuild.server";
import { addTeamMember } from "../../app/areas/sites/add-team-member.server";
import { answerChecklistQuestion } from "../../app/areas/checklists/answer-checklist-question.server";
import { approveChecklist } from "../../app/areas/checklists/approve-checklist.server";
import { CHECKLIST_ATTACHMENT_UPLOAD, CHECKLIST_PHOTO_UPLOAD } from "../../app/areas/checklists/checklist-command.server";
import { createChecklistTemplate } from "../../app/areas/checklists/create-checklist-template.server";
import { prepareChecklist } from "../../app/areas/checklists/prepare-checklist.server";
import { rejectChecklist } from "../../app/areas/checklists/reject-checklist.server";
import { removeChecklist } from "../../app/areas/checklists/remove-checklist.server";
import { signChecklist } from "../../app/areas/checklists/sign-checklist.server";
import { demoSites } from "../../app/seed/demo-data";
import { createFsStore } from "../../app/storage/fs-store.server";
import { CHECKLISTS_PREFIX, ORPHAN_MIN_AGE_MS, SWEPT_PREFIXES, sweepOrphanedFiles } from "../../app/storage/sweep.server";
import { checkUpload, type CheckedUpload } from "../../app/storage/upload.server";
import { useOwnDb } from "./helpers";
import { metaOf, newPerson } from "./people";

// a database of its own: the site registered here (open, with a foreman) must not change which
// sites the demo seed picks in the shared database (its command ids are bound to their actors)
const get = useOwnDb(4);
let sql: ReturnType<typeof get>["sql"];
const tmp = mkdtempSync(path.join(tmpdir(), "cantiere-checklist-removal-"));
const root = path.join(tmp, "files");
const store = createFsStore({ root, linkSecret: async () => Buffer.alloc(32, 7), now: () => Date.now() });
let admin: CurrentUser;
let worker: CurrentUser;
let foreman: CurrentUser;
let siteId = 0;
let templateId = 0;
const head = { title: "Chiusura sett. 48", date: "2026-11-23", readyBy: "2026-11-27" };
const ok = (itemId: number) => ({ itemId, answer: "ok" as const, observation: "", who: "", dueDate: null, done: true });

async function photo(): Promise<CheckedUpload> {
  const bytes = new Uint8Array(await sharp({ create: { width: 320, height: 240, channels: 3, background: "#3a56a5" } }).jpeg().toBuffer());
  const r = await checkUpload({ field: "photos", fileName: "p.jpg", claimedType: "image/jpeg", size: bytes.byteLength, bytes }, CHECKLIST_PHOTO_UPLOAD);
  if (!r.ok) throw new Error(r.reason);
  return r.file;
}

const prepare = async () => {
  const template = await checklistTemplateById(sql, templateId);
  return (await prepareChecklist(sql, { siteId, templateId, copiedFrom: null, head, questions: questionsOfTemplate(template!) }, metaOf(admin.id))).id;
};

beforeAll(async () => {
  sql = get().sql;
  admin = await newPerson(sql, { role: "ADMIN", prefix: "chkrm" });
  worker = await newPerson(sql, { role: "WORKER", prefix: "chkrm" });
  foreman = await newPerson(sql, { role: "WORKER", prefix: "chkrm" });
  const quickcomId = `QR-${randomUUID().slice(0, 8)}`;
  const details = { ...demoSites()[0], quickcomId, title: `Cantiere ${quickcomId}`, companyCode: "cantiere" as const, status: "OPEN" as const };
  const o = await handleCommand(sql, siteDecider, { command: (id) => ({ type: "RegisterSite" as const, siteId: id, details }), meta: metaOf(null), target: { sequence: "site_id_seq" } });
  siteId = Number(o.streamId.split("-")[1]);
  await addTeamMember(sql, admin, siteId, { personId: worker.id, projectFunction: "WORKER" }, metaOf(admin.id));
  await addTeamMember(sql, admin, siteId, { personId: foreman.id, projectFunction: "FOREMAN" }, metaOf(admin.id));
  templateId = (
    await createChecklistTemplate(
      sql,
      { type: "closing", name: `Chiusura ${quickcomId}`, mandatory: true, notifyEach: "weekly", questions: [{ title: "Cantiere", items: [{ label: "Recinzione chiusa" }, { label: "Attrezzi riposti" }] }] },
      metaOf(admin.id),
    )
  ).id;
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("checklists waiting on a worker's start page", () => {
  it("lists a pending checklist of their site to fill; once filled only the foreman sees it, to sign; once signed nobody", async () => {
    const id = await prepare();
    const mine = async (p: CurrentUser) => (await openChecklistsOf(sql, p.id)).filter((c) => c.id === id);
    expect(await mine(worker)).toEqual([{ id, siteId, siteTitle: expect.any(String), title: head.title, readyBy: head.readyBy, itemCount: 2, answeredCount: 0, filled: false, foreman: false }]);
    expect((await mine(foreman)).map((c) => [c.filled, c.foreman])).toEqual([[false, true]]);
    // someone on no team of the site sees nothing of it
    expect(await mine(admin)).toEqual([]);

    await answerChecklistQuestion(sql, store, id, { questionId: 1, answers: [ok(1), ok(2)], photos: [] }, metaOf(worker.id));
    expect(await mine(worker)).toEqual([]);
    expect((await mine(foreman)).map((c) => [c.answeredCount, c.filled, c.foreman])).toEqual([[2, true, true]]);

    await signChecklist(sql, store, id, { method: "typed", name: "Marco Rossi", image: null }, null, metaOf(foreman.id));
    expect([...(await mine(worker)), ...(await mine(foreman))]).toEqual([]);
  });
});

describe("removing a checklist (ADR-0080)", () => {
  let removed = 0;

  it("takes it out of the lists, the start page, the scope and the mandatory rule; its history keeps every step", async () => {
    removed = await prepare();
    await answerChecklistQuestion(sql, store, removed, { questionId: 1, answers: [{ ...ok(1), answer: "not_ok", observation: "Manca il lucchetto", who: "Impresa Neri" }], photos: [] }, metaOf(worker.id));
    const before = await checklistById(sql, removed);
    const counted = await siteChecklistCount(sql, siteId);
    expect((await openChecklistsOf(sql, worker.id)).map((c) => c.id)).toContain(removed);
    const lastBefore = (await mandatoryTemplatesOf(sql, worker.id)).find((m) => m.templateId === templateId && m.siteId === siteId)?.lastDate;

    // a stale version is refused; the version the page showed removes it
    await expect(removeChecklist(sql, removed, before!.version - 1, metaOf(admin.id))).rejects.toMatchObject({ kind: "conflict" });
    const outcome = await removeChecklist(sql, removed, before!.version, metaOf(admin.id));
    expect(outcome.eventTypes).toEqual(["ChecklistRemoved"]);
    expect((await removeChecklist(sql, removed, null, metaOf(admin.id))).eventTypes).toEqual([]);

    expect(await checklistById(sql, removed)).toBeNull();
    expect((await checklistById(sql, removed, { includeRemoved: true }))?.removed).toBe(true);
    // the site dashboard's counter
    expect(await siteChecklistCount(sql, siteId)).toBe(counted - 1);
    expect((await checklistPage(sql, { siteId, teamOf: null }, 1)).rows.map((r) => r.id)).not.toContain(removed);
    expect((await openChecklistsOf(sql, worker.id)).map((c) => c.id)).not.toContain(removed);
    expect(lastBefore).toBe(head.date);
    // the first checklist (signed, not removed) still counts for the mandatory template
    expect((await mandatoryTemplatesOf(sql, worker.id)).find((m) => m.templateId === templateId && m.siteId === siteId)?.lastDate).toBe(head.date);
    await expect(answerChecklistQuestion(sql, store, removed, { questionId: 1, answers: [ok(2)], photos: [] }, metaOf(worker.id))).rejects.toMatchObject({ code: "errors.not_found" });

    const history = await loadRecordHistory(sql, checklistHistoryWith({ site: () => "Cantiere" }), removed);
    expect(history?.steps.map((s) => [s.type, s.actorId])).toEqual([
      ["ChecklistPrepared", admin.id],
      ["ChecklistItemAnswered", worker.id],
      ["ChecklistRemoved", admin.id],
    ]);
    expect(history?.steps[1].changes.find((c) => c.key === "item-1-notes")?.after).toEqual({ text: "Manca il lucchetto · Impresa Neri" });
    expect(history?.state.find((f) => f.key === "removedBy")?.value).toEqual({ person: admin.id });
    expect(history?.people[String(worker.id)]).toBeTruthy();
  });

  it("keeps an approved checklist, and removes a rejected one", async () => {
    const approved = await prepare();
    await answerChecklistQuestion(sql, store, approved, { questionId: 1, answers: [ok(1), ok(2)], photos: [] }, metaOf(worker.id));
    await signChecklist(sql, store, approved, { method: "typed", name: "Marco Rossi", image: null }, null, metaOf(foreman.id));
    await approveChecklist(sql, approved, null, metaOf(admin.id));
    await expect(removeChecklist(sql, approved, null, metaOf(admin.id))).rejects.toMatchObject({ code: "checklist.errors.approved_not_removed" });
    expect((await checklistById(sql, approved))?.status).toBe("APPROVED");

    const rejected = await prepare();
    await rejectChecklist(sql, rejected, "Titolo sbagliato", null, metaOf(admin.id));
    expect((await removeChecklist(sql, rejected, null, metaOf(admin.id))).eventTypes).toEqual(["ChecklistRemoved"]);
    expect(await checklistById(sql, rejected)).toBeNull();
  });

  it("reads the same after the list is rebuilt from the events", async () => {
    const page = await checklistPage(sql, { siteId, teamOf: null }, 1);
    const tombstone = await checklistById(sql, removed, { includeRemoved: true });
    await rebuildProjection(sql, checklistList);
    expect(await checklistPage(sql, { siteId, teamOf: null }, 1)).toEqual(page);
    expect(await checklistById(sql, removed, { includeRemoved: true })).toEqual(tombstone);
  });
});

describe("files attached to a question (ADR-0080)", () => {
  it("stores them under checklist/ with their names; a repeated command stores nothing more; the checklist's history lists them", async () => {
    const id = await prepare();
    const bytes = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
    const r = await checkUpload({ field: "attachments", fileName: "Verbale.pdf", claimedType: "application/pdf", size: bytes.byteLength, bytes }, CHECKLIST_ATTACHMENT_UPLOAD);
    if (!r.ok) throw new Error(r.reason);
    const meta = metaOf(worker.id);
    const input = { questionId: 1, answers: [ok(1)], photos: [], attachments: [{ file: r.file, name: "Verbale.pdf" }] };
    expect((await answerChecklistQuestion(sql, store, id, input, meta)).eventTypes).toEqual(["ChecklistItemAnswered", "ChecklistAttachmentsAdded"]);
    // a double submit: the same command id appends nothing, and its second upload is deleted again
    expect((await answerChecklistQuestion(sql, store, id, input, meta)).replayed).toBe(true);
    const files = (await checklistDetailById(sql, id))!.questions[0].attachments;
    expect(files).toEqual([{ key: expect.stringMatching(/^checklist\/.+\.pdf$/), name: "Verbale.pdf", contentType: "application/pdf", size: bytes.byteLength }]);
    expect(new Uint8Array((await store.get(files[0].key))!.body)).toEqual(bytes);
    expect((await store.list(CHECKLISTS_PREFIX)).files.filter((f) => f.key.endsWith(".pdf"))).toHaveLength(1);
    const history = await loadRecordHistory(sql, checklistHistoryWith(), id);
    expect(history?.state.find((f) => f.key === "attachments-1")?.value).toEqual({ text: "1. Verbale.pdf" });
  });
});

describe("the storage sweep of checklist/", () => {
  it("is one of the folders npm run storage:sweep sweeps", () => {
    expect(SWEPT_PREFIXES).toContain(CHECKLISTS_PREFIX);
    expect(CHECKLIST_PHOTO_UPLOAD.folder + "/").toBe(CHECKLISTS_PREFIX);
  });

  it("deletes an old upload no event names and keeps the photos and thumbnails an event names", async () => {
    const id = await prepare();
    await answerChecklistQuestion(sql, store, id, { questionId: 1, answers: [], photos: [await photo()] }, metaOf(worker.id));
    const named = (await checklistDetailById(sql, id))!.questions[0].images[0];
    const orphan = `${CHECKLISTS_PREFIX}${randomUUID()}.png`;
    await store.put(orphan, new Uint8Array([137, 80, 78, 71]), { contentType: "image/png" });
    const fresh = `${CHECKLISTS_PREFIX}${randomUUID()}.png`;
    await store.put(fresh, new Uint8Array([137, 80, 78, 71]), { contentType: "image/png" });
    // the orphan and the photo are two days old; `fresh` may be an upload whose command is still running
    const old = new Date(Date.now() - 2 * ORPHAN_MIN_AGE_MS);
    for (const key of [orphan, named.key, named.thumbnailKey!]) utimesSync(path.join(root, ...key.split("/")), old, old);

    const dry = await sweepOrphanedFiles({ sql, store, prefix: CHECKLISTS_PREFIX, now: Date.now() });
    expect(dry.orphans.map((f) => f.key)).toEqual([orphan]);
    expect(await store.head(orphan)).not.toBeNull();

    const report = await sweepOrphanedFiles({ sql, store, prefix: CHECKLISTS_PREFIX, now: Date.now(), remove: true });
    expect([report.deleted, report.failed, report.recent]).toEqual([1, 0, 1]);
    expect(await store.head(orphan)).toBeNull();
    for (const key of [named.key, named.thumbnailKey!, fresh]) expect(await store.head(key)).not.toBeNull();
  });
});
