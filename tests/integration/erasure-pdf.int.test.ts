// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// The rendered PDFs after an erasure (issue 39, ADR-0134): the journal PDF and the checklist PDF,
// printed by headless Chromium through the app's own pool and path, their text read back with
// pdfjs. A worker writes a post and a comment, answers two checklists and signs them — one signed
// today (a drawn signature: their typed name in their encrypted `personal` part, the image a file),
// one signed before ADR-0134 (an event with the name in plain) — and rejects a third (the reason:
// no PDF prints a rejected checklist, so its page and the API are read). Before the erasure the
// PDFs print their name and text; after it they print neither, but "[rimosso]" where the text was,
// and the signature image is gone from the PDF and from the file store. The commands are called
// past the routes (whose permission checks are tested elsewhere). A database of its own.
import { randomUUID } from "node:crypto";
import { openPdf } from "../pdf";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { answerChecklistQuestion } from "../../app/areas/checklists/answer-checklist-question.server";
import { CHECKLIST_SIGNATURE_UPLOAD } from "../../app/areas/checklists/checklist-command.server";
import { checklistPdfResponse } from "../../app/areas/checklists/checklist-pdf.server";
import { checklistView } from "../../app/areas/checklists/checklists.server";
import { rejectChecklist } from "../../app/areas/checklists/reject-checklist.server";
import { signChecklist } from "../../app/areas/checklists/sign-checklist.server";
import { addJournalComment } from "../../app/areas/journal/add-journal-comment.server";
import { journalPdfData, renderJournalPdf } from "../../app/areas/journal/journal-pdf.server";
import { writeJournalEntry } from "../../app/areas/journal/write-journal-entry.server";
import { erasePerson } from "../../app/areas/people/erase-person.server";
import { rebuildAll, verifyProjections } from "../../app/events/rebuild.server";
import { checklistById } from "../../app/events/queries/checklists.server";
import { journalEntryById } from "../../app/events/queries/journal.server";
import { verifyChains } from "../../app/events/verify-chain.server";
import { getT } from "../../app/i18n/i18next.server";
import { createPdfPool, peekPdfPool, type PdfPool } from "../../app/pdf/pool.server";
import { fileStore } from "../../app/storage/index.server";
import { CHECKLISTS_PREFIX, keysNamedByEvents } from "../../app/storage/sweep.server";
import { checkUpload } from "../../app/storage/upload.server";
import type { Translate } from "../../pdf-templates/journal/template";
import { apiCall, tokenFor } from "./api-client";
import { appendPlain, registerQuixley, SECRET } from "./erasure-fixtures";
import { useOwnDb } from "./helpers";
import { userOf } from "./people";

const get = useOwnDb(6);
let sql: ReturnType<typeof get>["sql"];
let pool: PdfPool;
const now = () => new Date().toISOString();
const meta = (actorId: number | null) => ({ actorId, now: now(), commandId: randomUUID() });
const team = { onTeam: true, foreman: true, mayUpdateSites: false };
const REMOVED = "[rimosso]";

/** The text of every page of a PDF, as pdfjs extracts it. */
async function pdfText(pdf: Uint8Array): Promise<string> {
  const doc = await openPdf(pdf);
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((i) => ("str" in i ? i.str : "")).join(" "));
    }
    return pages.join("\n").replace(/\s+/g, " ");
  } finally {
    await doc.destroy();
  }
}

const imageCount = (pdf: Uint8Array) => (Buffer.from(pdf).toString("latin1").match(/\/Subtype\s*\/Image\b/g) ?? []).length;


type Detail = { questions: { questionId: number; items: { itemId: number }[] }[] };

describe("the journal and checklist PDFs of an erased person", () => {
  let worker: CurrentUser;
  let admin: CurrentUser;
  let siteId: number;
  let post: number;
  /** signed today (drawn), signed before ADR-0134 (typed, plain), rejected */
  let [signedNew, signedOld, rejected] = [0, 0, 0];
  let signatureKey: string;

  /** Every item of the checklist answered "not ok" by the worker, with their text. */
  async function answerAll(checklistId: number) {
    const [{ questions }] = await sql<Detail[]>`SELECT questions FROM checklist_detail WHERE id = ${checklistId}`;
    for (const q of questions) {
      const answers = q.items.map((i) => ({ itemId: i.itemId, answer: "not_ok" as const, observation: "QX-SECRET observation", who: "Zebulon", dueDate: null, done: false }));
      await answerChecklistQuestion(sql, fileStore(), checklistId, { questionId: q.questionId, answers, photos: [] }, meta(worker.id));
    }
  }

  /** The checklist PDF the route sends (Italian), and its text. */
  async function checklistPdf(checklistId: number) {
    const res = await checklistPdfResponse(new Request(`http://localhost/app/checklists/${checklistId}/pdf?lang=it`, { headers: { "Accept-Language": "it" } }), sql, (await checklistById(sql, checklistId))!);
    expect(res.status, await res.clone().text().then((t) => t.slice(0, 200))).toBe(200);
    const pdf = new Uint8Array(await res.arrayBuffer());
    return { text: await pdfText(pdf), images: imageCount(pdf) };
  }

  async function journalPdf() {
    const entry = (await journalEntryById(sql, siteId, post))!;
    const t = (await getT("it")) as unknown as Translate;
    const site = { id: siteId, title: "Cantiere", quickcomId: "Q1", companyCode: "cantiere" as const };
    const data = await journalPdfData(sql, fileStore(), site, [entry], { from: entry.date, to: entry.date, single: true, withComments: true, t, origin: "http://x" });
    return pdfText(await renderJournalPdf(data, t, "it", pool));
  }

  beforeAll(async () => {
    sql = get().sql;
    pool = createPdfPool({ size: 1, executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", log: () => {} });
    worker = await registerQuixley(sql);
    const [a] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = 'admin'`;
    admin = await userOf(sql, Number(a.id));
    const pending = await sql<{ id: number; site_id: number }[]>`
      SELECT l.id, l.site_id FROM checklist_list l JOIN site_list s ON s.id = l.site_id
      WHERE l.status = 'PENDING' AND NOT l.signed AND NOT l.removed AND s.company_code = 'cantiere' AND l.item_count > 0 ORDER BY l.id LIMIT 3`;
    expect(pending).toHaveLength(3);
    [signedNew, signedOld, rejected] = pending.map((c) => Number(c.id));
    siteId = Number(pending[0].site_id);
  });
  afterAll(async () => {
    await pool?.close();
    await peekPdfPool()?.close();
  });

  // Chromium renders five PDFs on a two-core machine shared with other runs
  it("prints their name, their text and their signature before the erasure", { timeout: 180_000 }, async () => {
    post = (await writeJournalEntry(sql, fileStore(), { siteId, date: null, title: "QX-SECRET post", description: "Zebulon writes", files: [], rights: team, dailyLog: null }, meta(worker.id))).id;
    await addJournalComment(sql, post, "QX-SECRET comment", team, meta(worker.id));

    // a drawn signature (an image file) with the typed name, signed today
    await answerAll(signedNew);
    const bytes = new Uint8Array(await sharp({ create: { width: 300, height: 100, channels: 3, background: "#203060" } }).png().toBuffer());
    const image = await checkUpload({ field: "signatureImage", fileName: "firma.png", claimedType: "image/png", size: bytes.byteLength, bytes }, CHECKLIST_SIGNATURE_UPLOAD);
    if (!image.ok) throw new Error(image.reason);
    await signChecklist(sql, fileStore(), signedNew, { method: "drawn", name: "Zebulon Quixley", image: image.file }, null, meta(worker.id));
    const [sig] = await sql<{ key: string; raw: string }[]>`
      SELECT data->>'imageKey' AS key, data::text AS raw FROM events WHERE stream_id = ${`checklist-${signedNew}`} AND event_type = 'ChecklistSigned'`;
    signatureKey = sig.key;
    // the name is stored encrypted: the row holds none of it
    expect(sig.raw).not.toMatch(SECRET);
    expect(await fileStore().get(signatureKey)).not.toBeNull();

    // a typed signature stored before ADR-0134 (the name in plain), and a rejection with its reason
    await answerAll(signedOld);
    await appendPlain(sql, `checklist-${signedOld}`, "checklist", "ChecklistSigned", 1, { checklistId: signedOld, siteId, at: now(), by: worker.id, method: "typed", name: "Zebulon Quixley", imageKey: null, signerId: worker.id }, worker.id);
    await rejectChecklist(sql, rejected, "QX-SECRET reason: Quixley", null, meta(worker.id));
    // the plain event reaches the projections as a deploy of this version does: by the rebuild
    await rebuildAll(sql);

    const journal = await journalPdf();
    expect(journal).toContain("QX-SECRET post");
    expect(journal).toContain("QX-SECRET comment");
    const drawn = await checklistPdf(signedNew);
    expect(drawn.text).toContain("Zebulon Quixley");
    expect(drawn.text).toContain("QX-SECRET observation");
    expect(drawn.images).toBe(1);
    const typed = await checklistPdf(signedOld);
    expect(typed.text).toContain("Zebulon Quixley");
    expect(JSON.stringify((await checklistView(sql, (await checklistById(sql, rejected))!)).decided)).toContain("QX-SECRET reason");
  });

  it("prints neither after it, but the marker where the text was; the signature image is gone", { timeout: 180_000 }, async () => {
    const erased = await erasePerson(sql, null, { personId: worker.id, expectedVersion: null }, meta(null), { store: fileStore() });
    expect(erased.personFiles.deleted).toContain(signatureKey);
    expect(await fileStore().get(signatureKey)).toBeNull();
    // had the delete failed, the storage sweep would delete it: named only by the erased signer's signature
    expect((await keysNamedByEvents(sql, CHECKLISTS_PREFIX)).ofErasedPersons.has(signatureKey)).toBe(true);

    const journal = await journalPdf();
    expect(journal).not.toMatch(SECRET);
    // the post's title and the comment
    expect(journal.split(REMOVED).length - 1).toBeGreaterThanOrEqual(2);

    const drawn = await checklistPdf(signedNew);
    expect(drawn.text).not.toMatch(SECRET);
    expect(drawn.text).toContain(REMOVED);
    expect(drawn.images).toBe(0);
    const typed = await checklistPdf(signedOld);
    expect(typed.text).not.toMatch(SECRET);
    expect(typed.text).toContain(REMOVED);

    // the rejection keeps its decision and date; its reason reads as removed on the page and in the API
    const view = await checklistView(sql, (await checklistById(sql, rejected))!);
    expect(view.status).toBe("REJECTED");
    expect(view.decided).toMatchObject({ reason: "", reasonRemoved: true });
    const token = await tokenFor(sql, admin.id);
    for (const id of [signedNew, signedOld, rejected]) {
      const res = await apiCall(sql, "GET", `/journal/checklists/responses/${id}`, { token });
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.json)).not.toMatch(SECRET);
    }
    const rejection = await apiCall(sql, "GET", `/journal/checklists/${rejected}`, { token });
    expect(rejection.json).toMatchObject({ status: "REJECTED", rejectReason: null, rejectReasonRemoved: true });
    const signature = (await apiCall(sql, "GET", `/journal/checklists/responses/${signedNew}`, { token })).json as { signature: unknown; signUrl: unknown };
    expect(signature).toMatchObject({ signature: { method: "drawn", name: "", textRemoved: true }, signUrl: null });

    // `projections:verify` and `audit:verify` hold
    expect((await verifyProjections(sql)).filter((r) => r.differences > 0).map((r) => ({ name: r.name, sample: r.sample }))).toEqual([]);
    expect((await verifyChains(sql)).broken).toBe(0);
  });
});
