// The checklists' projections folded without a database (app/events/projection-spec.ts): a
// template's row, a checklist's list row (filled, signed, decided) and its detail (answers, photos,
// signature); every fold applied twice changes nothing.
import { describe, it } from "vitest";
import type { ChecklistEvent, ChecklistTemplateEvent } from "~/domain/checklist/events";
import { givenProjection, inStream } from "../projection-spec";
import { checklistDetail, checklistList, checklistTemplateList } from "./checklist.server";

const at = "2026-03-02T08:00:00.000Z";
const content = { type: "safety" as const, name: "DPI", mandatory: true, notifyEach: "weekly" as const, questions: [{ title: "Caschi", items: [{ label: "Indossati" }, { label: "Integri" }] }] };
const templateRef = { templateId: 9, at, by: 1 };

describe("checklist_template_list", () => {
  it("keeps the template's content and counts; a removal keeps a tombstone", () => {
    const events: ChecklistTemplateEvent[] = [
      { type: "ChecklistTemplateCreated", data: { ...templateRef, ...content } },
      { type: "ChecklistTemplateChanged", data: { ...templateRef, ...content, name: "DPI 2", mandatory: false, notifyEach: null } },
    ];
    const row = { id: 9, type: "safety", name: "DPI 2", mandatory: false, notify_each: null, questions: content.questions, question_count: 1, item_count: 2, removed: false, created_at: at, changed_at: at, stream_version: 2 };
    givenProjection(checklistTemplateList)
      .when(inStream("checklisttemplate-9", events))
      .thenRows([row])
      .when(inStream("checklisttemplate-9", [{ type: "ChecklistTemplateRemoved", data: templateRef }], { fromVersion: 3 }))
      .thenRows([{ ...row, removed: true, stream_version: 3 }]);
  });
});

const ref = { checklistId: 5, siteId: 3, at, by: 1 };
const questions = [
  { questionId: 1, title: "Ponteggio", items: [{ itemId: 1, label: "Parapetti" }, { itemId: 2, label: "Ancoraggi" }] },
  { questionId: 2, title: "DPI", items: [{ itemId: 3, label: "Caschi" }] },
];
const photo = { key: "checklist/a.jpg", thumbnailKey: "checklist/thumbs/a.jpg" };
const answer = (questionId: number, itemId: number, a: "ok" | "not_ok" | "na"): ChecklistEvent => ({
  type: "ChecklistItemAnswered",
  data: { ...ref, by: 4, questionId, itemId, answer: a, dueDate: null, done: false, personal: { observation: a === "not_ok" ? "manca" : "", who: "" } },
});
const events: ChecklistEvent[] = [
  { type: "ChecklistPrepared", data: { ...ref, title: "Sett. 10", date: "2026-03-02", readyBy: "2026-03-06", templateId: 9, copiedFrom: null, questions } },
  answer(1, 1, "ok"),
  answer(1, 2, "not_ok"),
  answer(1, 2, "ok"),
  { type: "ChecklistPhotosAdded", data: { ...ref, by: 4, questionId: 1, images: [photo] } },
  answer(2, 3, "na"),
  { type: "ChecklistSigned", data: { ...ref, by: 4, method: "typed", imageKey: null, signerId: 4, personal: { name: "Marco Rossi" } } },
  { type: "ChecklistApproved", data: { ...ref, by: 2, approverId: 2 } },
];
const stream = inStream("checklist-5", events);

describe("checklist_list", () => {
  it("is filled when every item is answered, signed, then approved by the approver at the time", () => {
    givenProjection(checklistList)
      .when(stream)
      .thenRows([
        {
          id: 5,
          site_id: 3,
          site_ids: [3],
          template_id: 9,
          copied_from: null,
          title: "Sett. 10",
          checklist_date: "2026-03-02",
          ready_by: "2026-03-06",
          status: "APPROVED",
          item_count: 3,
          answered_items: [1, 2, 3],
          filled: true,
          signed: true,
          signed_by: 4,
          signed_at: at,
          created_by: 1,
          created_at: at,
          decided_by: 2,
          decided_at: at,
          reject_reason: null, reject_reason_removed: false,
          removed: false,
          removed_by: null,
          removed_at: null,
          stream_version: 8,
        },
      ]);
  });
  it("keeps every assigned site, its own first (ADR-0117); an event from before the list holds its one site", () => {
    const many: ChecklistEvent = { type: "ChecklistPrepared", data: { ...ref, siteIds: [3, 11, 12], title: "Sett. 10", date: "2026-03-02", readyBy: "2026-03-06", templateId: 9, copiedFrom: null, questions } };
    givenProjection(checklistList)
      .when(inStream("checklist-5", [many]))
      .thenRows([
        {
          id: 5, site_id: 3, site_ids: [3, 11, 12], template_id: 9, copied_from: null, title: "Sett. 10", checklist_date: "2026-03-02", ready_by: "2026-03-06", status: "PENDING", item_count: 3,
          answered_items: [], filled: false, signed: false, signed_by: null, signed_at: null, created_by: 1, created_at: at, decided_by: null, decided_at: null, reject_reason: null, reject_reason_removed: false,
          removed: false, removed_by: null, removed_at: null, stream_version: 1,
        },
      ]);
  });
  it("forgets the answers of items a revision removes", () => {
    const revised: ChecklistEvent = { type: "ChecklistRevised", data: { ...ref, title: "Sett. 10", date: "2026-03-02", readyBy: "2026-03-06", questions: [questions[0]] } };
    givenProjection(checklistList)
      .when(inStream("checklist-5", [events[0], answer(2, 3, "ok"), revised]))
      .thenRows([
        {
          id: 5, site_id: 3, site_ids: [3], template_id: 9, copied_from: null, title: "Sett. 10", checklist_date: "2026-03-02", ready_by: "2026-03-06", status: "PENDING", item_count: 2,
          answered_items: [], filled: false, signed: false, signed_by: null, signed_at: null, created_by: 1, created_at: at, decided_by: null, decided_at: null, reject_reason: null, reject_reason_removed: false,
          removed: false, removed_by: null, removed_at: null, stream_version: 3,
        },
      ]);
  });
  it("keeps a removed checklist as a tombstone with who removed it and when (ADR-0080)", () => {
    const removed: ChecklistEvent = { type: "ChecklistRemoved", data: { ...ref, by: 2 } };
    givenProjection(checklistList)
      .when(inStream("checklist-5", [events[0], answer(2, 3, "ok"), removed]))
      .thenRows([
        {
          id: 5, site_id: 3, site_ids: [3], template_id: 9, copied_from: null, title: "Sett. 10", checklist_date: "2026-03-02", ready_by: "2026-03-06", status: "PENDING", item_count: 3,
          answered_items: [3], filled: false, signed: false, signed_by: null, signed_at: null, created_by: 1, created_at: at, decided_by: null, decided_at: null, reject_reason: null, reject_reason_removed: false,
          removed: true, removed_by: 2, removed_at: at, stream_version: 3,
        },
      ]);
  });
});

describe("checklist_detail", () => {
  it("keeps each question's attached files once, and drops them with a question a revision removes (ADR-0080)", () => {
    const file = { key: "checklist/v.pdf", name: "Verbale.pdf", contentType: "application/pdf", size: 1234 };
    const attached: ChecklistEvent = { type: "ChecklistAttachmentsAdded", data: { ...ref, by: 4, questionId: 2, files: [file] } };
    const unanswered = (itemId: number, label: string) => ({ itemId, label, answer: null, observation: "", who: "", dueDate: null, done: false, answeredAt: null, answeredBy: null });
    givenProjection(checklistDetail)
      .when(inStream("checklist-5", [events[0], attached]))
      .thenRows([
        {
          id: 5,
          site_id: 3,
          questions: [
            { questionId: 1, title: "Ponteggio", items: [unanswered(1, "Parapetti"), unanswered(2, "Ancoraggi")], images: [], attachments: [] },
            { questionId: 2, title: "DPI", items: [unanswered(3, "Caschi")], images: [], attachments: [file] },
          ],
          signature: null,
          writers: [],
          stream_version: 2,
        },
      ])
      .when(inStream("checklist-5", [{ type: "ChecklistRevised", data: { ...ref, title: "Sett. 10", date: "2026-03-02", readyBy: "2026-03-06", questions: [questions[0]] } }], { fromVersion: 3 }))
      .thenRows([
        {
          id: 5,
          site_id: 3,
          questions: [{ questionId: 1, title: "Ponteggio", items: [unanswered(1, "Parapetti"), unanswered(2, "Ancoraggi")], images: [], attachments: [] }],
          signature: null,
          writers: [],
          stream_version: 3,
        },
      ]);
  });
  it("has each item's last answer, the question's photos and the signature", () => {
    const item = (itemId: number, label: string, a: "ok" | "na") => ({ itemId, label, answer: a, observation: "", who: "", dueDate: null, done: false, answeredAt: at, answeredBy: 4, textRemoved: false });
    givenProjection(checklistDetail)
      .when(stream)
      .thenRows([
        {
          id: 5,
          site_id: 3,
          questions: [
            { questionId: 1, title: "Ponteggio", items: [item(1, "Parapetti", "ok"), item(2, "Ancoraggi", "ok")], images: [photo], attachments: [] },
            { questionId: 2, title: "DPI", items: [item(3, "Caschi", "na")], images: [], attachments: [] },
          ],
          signature: { method: "typed", name: "Marco Rossi", imageKey: null, signerId: 4, at },
          writers: [4],
          stream_version: 7,
        },
      ]);
  });
});

describe("checklist_detail: an erasure (ADR-0134)", () => {
  const byWho = (by: number, itemId: number, observation: string): ChecklistEvent => ({
    type: "ChecklistItemAnswered",
    data: { ...ref, by, questionId: 1, itemId, answer: "not_ok", dueDate: "2026-03-09", done: false, personal: { observation, who: `who ${by}` } },
  });
  const answered = inStream("checklist-5", [events[0], byWho(4, 1, "manca"), byWho(6, 2, "rotto")]);
  const item = (itemId: number, label: string, by: number, observation: string, removed: boolean) => ({
    itemId, label, answer: "not_ok", observation: removed ? "" : observation, who: removed ? "" : `who ${by}`, dueDate: "2026-03-09", done: false, answeredAt: at, answeredBy: by, textRemoved: removed,
  });
  const caschi = { itemId: 3, label: "Caschi", answer: null, observation: "", who: "", dueDate: null, done: false, answeredAt: null, answeredBy: null };
  it("names the answerers, and empties the answers of the erased one only; a read-back after it gives the same", () => {
    const row = (removed: boolean) => ({
      id: 5, site_id: 3, signature: null, writers: [4, 6], stream_version: 3,
      questions: [
        { questionId: 1, title: "Ponteggio", items: [item(1, "Parapetti", 4, "manca", false), item(2, "Ancoraggi", 6, "rotto", removed)], images: [], attachments: [] },
        { questionId: 2, title: "DPI", items: [caschi], images: [], attachments: [] },
      ],
    });
    givenProjection(checklistDetail)
      .when(answered)
      .thenRows([row(false)])
      .when(inStream("person-6", [{ type: "PersonErased", data: { personId: 6, at, by: null } }], { fromVersion: 4 }))
      .thenRows([row(true)]);
    const readBack: ChecklistEvent = { type: "ChecklistItemAnswered", data: { ...ref, by: 6, questionId: 1, itemId: 2, answer: "not_ok", dueDate: "2026-03-09", done: false, personal: null } };
    givenProjection(checklistDetail)
      .when(inStream("checklist-5", [events[0], byWho(4, 1, "manca"), readBack]))
      .thenRows([row(true)]);
  });
});

describe("the signature and the reject reason: an erasure (ADR-0134)", () => {
  const prepared = events[0];
  const signedBy = (signerId: number, personal: { name: string } | null): ChecklistEvent => ({ type: "ChecklistSigned", data: { ...ref, by: signerId, method: "drawn", imageKey: "checklist/sig.png", signerId, personal } });
  const rejectedBy = (approverId: number, personal: { reason: string } | null): ChecklistEvent => ({ type: "ChecklistRejected", data: { ...ref, by: approverId, approverId, personal } });
  const erased = (personId: number, fromVersion: number) => inStream(`person-${personId}`, [{ type: "PersonErased", data: { personId, at, by: null } }], { fromVersion });

  it("checklist_detail names the signer among the writers; their erasure empties the name and the image only", () => {
    const row = (removed: boolean) => ({
      id: 5, site_id: 3, writers: [4], stream_version: 2,
      questions: [
        { questionId: 1, title: "Ponteggio", items: [{ itemId: 1, label: "Parapetti", answer: null, observation: "", who: "", dueDate: null, done: false, answeredAt: null, answeredBy: null }, { itemId: 2, label: "Ancoraggi", answer: null, observation: "", who: "", dueDate: null, done: false, answeredAt: null, answeredBy: null }], images: [], attachments: [] },
        { questionId: 2, title: "DPI", items: [{ itemId: 3, label: "Caschi", answer: null, observation: "", who: "", dueDate: null, done: false, answeredAt: null, answeredBy: null }], images: [], attachments: [] },
      ],
      signature: removed
        ? { method: "drawn", name: "", imageKey: null, signerId: 4, at, textRemoved: true }
        : { method: "drawn", name: "Marco Rossi", imageKey: "checklist/sig.png", signerId: 4, at },
    });
    givenProjection(checklistDetail)
      .when(inStream("checklist-5", [prepared, signedBy(4, { name: "Marco Rossi" })]))
      .thenRows([row(false)])
      .when(erased(7, 4))
      .thenRows([row(false)])
      .when(erased(4, 4))
      .thenRows([row(true)]);
    // a rebuild reads the erased signer's event with personal null: the same row
    givenProjection(checklistDetail)
      .when(inStream("checklist-5", [prepared, signedBy(4, null)]))
      .thenRows([row(true)]);
  });

  it("checklist_list marks an erased rejecter's reason removed; an approver's erasure changes nothing", () => {
    const head = {
      id: 5, site_id: 3, site_ids: [3], template_id: 9, copied_from: null, title: "Sett. 10", checklist_date: "2026-03-02", ready_by: "2026-03-06", status: "REJECTED", item_count: 3,
      answered_items: [], filled: false, signed: false, signed_by: null, signed_at: null, created_by: 1, created_at: at, decided_by: 2, decided_at: at,
      removed: false, removed_by: null, removed_at: null, stream_version: 2,
    };
    givenProjection(checklistList)
      .when(inStream("checklist-5", [prepared, rejectedBy(2, { reason: "Rossi assente" })]))
      .thenRows([{ ...head, reject_reason: "Rossi assente", reject_reason_removed: false }])
      .when(erased(4, 4))
      .thenRows([{ ...head, reject_reason: "Rossi assente", reject_reason_removed: false }])
      .when(erased(2, 4))
      .thenRows([{ ...head, reject_reason: null, reject_reason_removed: true }]);
    givenProjection(checklistList)
      .when(inStream("checklist-5", [prepared, rejectedBy(2, null)]))
      .thenRows([{ ...head, reject_reason: null, reject_reason_removed: true }]);
  });
});
