// Checklists against a real store (ADR-0072): a template, a checklist prepared from it, answered
// question by question with a photo, signed by a typed name, approved; a copy starts unfilled; the
// list's filters and the team scope; a second decision is refused; and the projections rebuilt from
// the events read the same.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questionsOfCopy, questionsOfTemplate } from "../../app/domain/checklist/decider";
import type { TemplateContent } from "../../app/domain/checklist/events";
import { checklistDetail, checklistList, checklistTemplateList } from "../../app/events/projections/checklist.server";
import { checklistById, checklistDetailById, checklistPage, checklistTemplateById, teamFunctionOnAny } from "../../app/events/queries/checklists.server";
import { rebuildProjection } from "../../app/events/rebuild.server";
import { answerChecklistQuestion } from "../../app/areas/checklists/answer-checklist-question.server";
import { approveChecklist } from "../../app/areas/checklists/approve-checklist.server";
import { CHECKLIST_PHOTO_UPLOAD } from "../../app/areas/checklists/checklist-command.server";
import { createChecklistTemplate } from "../../app/areas/checklists/create-checklist-template.server";
import { prepareChecklist } from "../../app/areas/checklists/prepare-checklist.server";
import { rejectChecklist } from "../../app/areas/checklists/reject-checklist.server";
import { removeChecklist } from "../../app/areas/checklists/remove-checklist.server";
import { signChecklist } from "../../app/areas/checklists/sign-checklist.server";
import { createFsStore } from "../../app/storage/fs-store.server";
import { checkUpload, type CheckedUpload } from "../../app/storage/upload.server";
import { dbReady, useDb } from "./helpers";
import { metaOf, newPerson } from "./people";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];
const tmp = mkdtempSync(path.join(tmpdir(), "cantiere-checklist-"));
const store = createFsStore({ root: path.join(tmp, "files"), linkSecret: async () => Buffer.alloc(32, 7), now: () => Date.now() });
let hr: number;
let foreman: number;
const siteId = 800_000 + Math.floor(Math.random() * 90_000);
const content: TemplateContent = {
  type: "safety",
  name: `Ponteggi ${siteId}`,
  mandatory: false,
  notifyEach: null,
  questions: [
    { title: "Ponteggio", items: [{ label: "Parapetti" }, { label: "Ancoraggi" }] },
    { title: "DPI", items: [{ label: "Caschi" }] },
  ],
};
const head = { title: "Sett. 10", date: "2026-03-02", readyBy: "2026-03-06" };
const ok = (itemId: number) => ({ itemId, answer: "ok" as const, observation: "", who: "", dueDate: null, done: false });

async function photo(): Promise<CheckedUpload> {
  const bytes = new Uint8Array(await sharp({ create: { width: 640, height: 480, channels: 3, background: "#a5563a" } }).jpeg().toBuffer());
  const r = await checkUpload({ field: "photos", fileName: "p.jpg", claimedType: "image/jpeg", size: bytes.byteLength, bytes }, CHECKLIST_PHOTO_UPLOAD);
  if (!r.ok) throw new Error(r.reason);
  return r.file;
}

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  hr = (await newPerson(sql, { role: "HR", prefix: "chk" })).id;
  foreman = (await newPerson(sql, { role: "WORKER", prefix: "chk" })).id;
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("checklists", () => {
  let checklistId = 0;
  let templateId = 0;

  it("prepares a checklist from a template, answers it question by question with a photo, signs and approves it", async () => {
    templateId = (await createChecklistTemplate(sql, content, metaOf(hr))).id;
    const template = await checklistTemplateById(sql, templateId);
    expect(template?.itemCount).toBe(3);
    checklistId = (await prepareChecklist(sql, { siteId, templateId, copiedFrom: null, head, questions: questionsOfTemplate(template!) }, metaOf(hr))).id;
    expect((await checklistById(sql, checklistId))?.status).toBe("PENDING");

    await answerChecklistQuestion(sql, store, checklistId, { questionId: 1, answers: [ok(1), { ...ok(2), answer: "not_ok", observation: "Manca un ancoraggio", who: "Impresa Neri", dueDate: "2026-03-09" }], photos: [await photo()] }, metaOf(foreman));
    let row = await checklistById(sql, checklistId);
    expect([row?.answeredCount, row?.filled]).toEqual([2, false]);
    await expect(signChecklist(sql, store, checklistId, { method: "typed", name: "Marco", image: null }, null, metaOf(foreman))).rejects.toMatchObject({ code: "checklist.errors.not_filled" });
    await answerChecklistQuestion(sql, store, checklistId, { questionId: 2, answers: [ok(3)], photos: [] }, metaOf(foreman));
    await signChecklist(sql, store, checklistId, { method: "typed", name: "Marco Rossi", image: null }, null, metaOf(foreman));
    row = await checklistById(sql, checklistId);
    expect([row?.filled, row?.signed, row?.signedBy]).toEqual([true, true, foreman]);

    const detail = await checklistDetailById(sql, checklistId);
    expect(detail?.questions[0].items[1]).toMatchObject({ answer: "not_ok", observation: "Manca un ancoraggio", who: "Impresa Neri", dueDate: "2026-03-09", answeredBy: foreman });
    expect(detail?.questions[0].images).toHaveLength(1);
    expect(await store.get(detail!.questions[0].images[0].key)).not.toBeNull();
    expect(detail?.signature).toMatchObject({ method: "typed", name: "Marco Rossi", signerId: foreman });

    await approveChecklist(sql, checklistId, row!.version, metaOf(hr));
    row = await checklistById(sql, checklistId);
    expect([row?.status, row?.decidedBy]).toEqual(["APPROVED", hr]);
    expect(row?.decidedAt).toBeInstanceOf(Date);
    await expect(rejectChecklist(sql, checklistId, "", null, metaOf(hr))).rejects.toMatchObject({ code: "checklist.errors.already_decided" });
  });

  it("copies a checklist unfilled, and lists by site, template and status, newest first, within the team's sites", async () => {
    const detail = await checklistDetailById(sql, checklistId);
    const copy = (await prepareChecklist(sql, { siteId, templateId, copiedFrom: checklistId, head, questions: questionsOfCopy(detail!) }, metaOf(hr))).id;
    const row = await checklistById(sql, copy);
    expect([row?.status, row?.filled, row?.signed, row?.answeredCount, row?.copiedFrom]).toEqual(["PENDING", false, false, 0, checklistId]);

    const all = await checklistPage(sql, { siteId, teamOf: null }, 1);
    expect(all.rows.map((r) => r.id)).toEqual([copy, checklistId]);
    expect((await checklistPage(sql, { siteId, status: "APPROVED", teamOf: null }, 1)).rows.map((r) => r.id)).toEqual([checklistId]);
    expect((await checklistPage(sql, { templateId, teamOf: null }, 1)).total).toBe(2);
    // the foreman is on no team of this (unregistered) site: without allChecklists they see none of it
    expect((await checklistPage(sql, { siteId, teamOf: foreman }, 1)).total).toBe(0);
  });

  it("is assigned to several sites (ADR-0117): listed under each, seen by each one's team, named with all of them, and the same after a rebuild", async () => {
    const other = siteId + 1;
    const third = siteId + 2;
    const many = (await prepareChecklist(sql, { siteId, siteIds: [siteId, other, third], templateId, copiedFrom: null, head, questions: questionsOfTemplate((await checklistTemplateById(sql, templateId))!) }, metaOf(hr))).id;
    for (const s of [siteId, other, third]) expect((await checklistPage(sql, { siteId: s, teamOf: null }, 1)).rows.map((r) => r.id), `site ${s}`).toContain(many);
    expect((await checklistPage(sql, { siteId: siteId + 3, teamOf: null }, 1)).rows.map((r) => r.id)).not.toContain(many);
    const row = await checklistById(sql, many);
    expect(row?.siteId).toBe(siteId);
    expect(row?.sites.map((x) => x.id)).toEqual([siteId, other, third]);
    // someone on the team of the second site only sees it, and may fill it
    const member = (await newPerson(sql, { role: "WORKER", prefix: "chkm" })).id;
    // why a row, not the team's command: the site is not registered here (as the test's other sites); the view is its projection's table
    await sql`INSERT INTO site_team (id, site_id, person_id, project_function, priority, removed, added_at, last_position)
              VALUES (${`${other}-${member}`}, ${other}, ${member}, 'WORKER', 1, false, now(), 0)`;
    expect((await checklistPage(sql, { teamOf: member }, 1)).rows.map((r) => r.id)).toEqual([many]);
    expect(await teamFunctionOnAny(sql, row!.sites.map((x) => x.id), member)).toBe("WORKER");
    expect(await teamFunctionOnAny(sql, [siteId], member)).toBeNull();
    await sql`DELETE FROM site_team WHERE site_id = ${other} AND person_id = ${member}`;
    await rebuildProjection(sql, checklistList);
    expect((await checklistById(sql, many))?.sites.map((x) => x.id)).toEqual([siteId, other, third]);
    await removeChecklist(sql, many, null, metaOf(hr));
  });

  it("reads the same after the projections are rebuilt from the events", async () => {
    const page = await checklistPage(sql, { siteId, teamOf: null }, 1);
    const detail = await checklistDetailById(sql, checklistId);
    const template = await checklistTemplateById(sql, templateId);
    for (const p of [checklistTemplateList, checklistList, checklistDetail]) await rebuildProjection(sql, p);
    expect(await checklistPage(sql, { siteId, teamOf: null }, 1)).toEqual(page);
    expect(await checklistDetailById(sql, checklistId)).toEqual(detail);
    expect(await checklistTemplateById(sql, templateId)).toEqual(template);
  });
});
