import { describe, expect, it } from "vitest";
import { CTX, ctx, given } from "../shared/testing";
import { assignedSites, checklistDecider, exportBlock, isFilled, questionsOfCopy, questionsOfTemplate, type ChecklistCommand } from "./decider";
import type { ChecklistEvent, ChecklistQuestion, TemplateContent } from "./events";

const at = CTX.now;
const by = CTX.actorId as number;
const ref = { checklistId: 5, siteId: 3, at, by };
const head = { title: "Ponteggi settimana 10", date: "2026-03-02", readyBy: "2026-03-06" };
const questions: ChecklistQuestion[] = [
  { questionId: 1, title: "Ponteggio", items: [{ itemId: 1, label: "Parapetti" }, { itemId: 2, label: "Ancoraggi" }] },
  { questionId: 2, title: "DPI", items: [{ itemId: 3, label: "Caschi" }] },
];
const template: TemplateContent = {
  type: "safety",
  name: "Ponteggi",
  mandatory: false,
  notifyEach: null,
  questions: [
    { title: "Ponteggio", items: [{ label: "Parapetti" }, { label: "Ancoraggi" }] },
    { title: "DPI", items: [{ label: "Caschi" }] },
  ],
};
const prepared: ChecklistEvent = { type: "ChecklistPrepared", data: { ...ref, ...head, siteIds: [3], templateId: 9, copiedFrom: null, questions } };
// as stored before issue 34: one site, no list
const preparedBefore: ChecklistEvent = { type: "ChecklistPrepared", data: { ...ref, ...head, templateId: 9, copiedFrom: null, questions } };
const answered = (itemId: number, questionId: number, answer: "ok" | "not_ok" | "na" = "ok"): ChecklistEvent => ({
  type: "ChecklistItemAnswered",
  data: { ...ref, questionId, itemId, answer, dueDate: null, done: false, personal: { observation: "", who: "" } },
});
const allAnswered = [answered(1, 1), answered(2, 1), answered(3, 2)];
const signed: ChecklistEvent = { type: "ChecklistSigned", data: { ...ref, method: "typed", imageKey: null, signerId: by, personal: { name: "Marco Rossi" } } };
const approved: ChecklistEvent = { type: "ChecklistApproved", data: { ...ref, by: 2, approverId: 2 } };
const rejected: ChecklistEvent = { type: "ChecklistRejected", data: { ...ref, by: 2, approverId: 2, personal: { reason: "" } } };
const prepare = (over: Partial<Extract<ChecklistCommand, { type: "PrepareChecklist" }>> = {}): ChecklistCommand => ({
  type: "PrepareChecklist",
  checklistId: 5,
  siteId: 3,
  templateId: 9,
  copiedFrom: null,
  head,
  questions: questionsOfTemplate(template),
  ...over,
});
const answer = (questionId: number, answers: { itemId: number; answer: "ok" | "not_ok" | "na" | null }[], images: { key: string; thumbnailKey: string | null }[] = []): ChecklistCommand => ({
  type: "AnswerChecklistQuestion",
  questionId,
  answers: answers.map((a) => ({ ...a, observation: "", who: "", dueDate: null, done: false })),
  images,
});
const typed: ChecklistCommand = { type: "SignChecklist", method: "typed", name: " Marco Rossi ", imageKey: null };
const hr = ctx({ actorId: 2 });

describe("checklist: when none exists", () => {
  it("is prepared from a template: its questions and items numbered from 1, no site of the template's", () => {
    given(checklistDecider).when(prepare()).thenEvents([prepared]);
  });
  it("needs a title, valid dates with ready-by not before the date, and at least one question with an item", () => {
    given(checklistDecider).when(prepare({ head: { ...head, title: "  " } })).thenThrows("errors.required", { field: "title" });
    given(checklistDecider).when(prepare({ head: { ...head, date: "02.03.2026" } })).thenThrows("errors.invalid_date", { field: "date" });
    given(checklistDecider).when(prepare({ head: { ...head, readyBy: "2026-03-01" } })).thenThrows("checklist.errors.ready_before_date", { field: "readyBy" });
    given(checklistDecider).when(prepare({ questions: [] })).thenThrows("checklist.errors.question_required", { field: "questions" });
    given(checklistDecider).when(prepare({ questions: [{ title: "Q", items: [] }] })).thenThrows("checklist.errors.item_required");
    given(checklistDecider).when(prepare({ questions: [{ title: " ", items: [{ label: "a" }] }] })).thenThrows("checklist.errors.question_title_required", { field: "questions[0].title" });
    given(checklistDecider).when(prepare({ questions: [{ title: "Q", items: [{ label: "" }] }] })).thenThrows("checklist.errors.item_label_required", { field: "questions[0].items[0].label" });
  });
  it("is a copy of another checklist: no ids, no answers, no signature — it starts unfilled", () => {
    const source = given(checklistDecider, [prepared, ...allAnswered, signed, approved]).state;
    expect(isFilled(source)).toBe(true);
    const copy = given(checklistDecider).when(prepare({ checklistId: 6, siteId: 4, copiedFrom: 5, questions: questionsOfCopy(source) }));
    const state = copy.thenEvents([{ type: "ChecklistPrepared", data: { ...ref, checklistId: 6, siteId: 4, siteIds: [4], ...head, templateId: 9, copiedFrom: 5, questions } }]);
    expect(isFilled(state)).toBe(false);
    expect(state.signature).toBeNull();
    expect(state.status).toBe("PENDING");
    expect(questionsOfCopy(source)[0]).toEqual({ title: "Ponteggio", items: [{ label: "Parapetti" }, { label: "Ancoraggi" }] });
  });
  it("numbers from 1 whatever ids a source brings", () => {
    const withIds = questions.map((q) => ({ ...q, questionId: q.questionId + 40, items: q.items.map((i) => ({ ...i, itemId: i.itemId + 40 })) }));
    given(checklistDecider).when(prepare({ questions: withIds })).thenEvents([prepared]);
  });
  it("is assigned to several sites (ADR-0117): its own first, each once, all in the event", () => {
    const state = given(checklistDecider)
      .when(prepare({ siteId: 3, siteIds: [3, 7, 3, 8] }))
      .thenEvents([{ type: "ChecklistPrepared", data: { ...ref, ...head, siteIds: [3, 7, 8], templateId: 9, copiedFrom: null, questions } }]);
    expect(state.siteIds).toEqual([3, 7, 8]);
    expect(state.siteId).toBe(3);
  });
  it("when prepared before the list existed (one site, no siteIds), then it folds as assigned to that one site", () => {
    expect(given(checklistDecider, [preparedBefore]).state.siteIds).toEqual([3]);
    expect(assignedSites({ siteId: 3 })).toEqual([3]);
  });
  it("answers every other command as not found", () => {
    given(checklistDecider).when(typed).thenThrows("errors.not_found", { kind: "not_found" });
    given(checklistDecider).when({ type: "ApproveChecklist" }).thenThrows("errors.not_found");
  });
});

describe("checklist: when pending", () => {
  it("takes answers per question, only what changed; a question or item not its own is refused", () => {
    given(checklistDecider, [prepared]).when(answer(1, [{ itemId: 1, answer: "ok" }, { itemId: 2, answer: null }])).thenEvents([answered(1, 1)]);
    given(checklistDecider, [prepared, answered(1, 1)]).when(answer(1, [{ itemId: 1, answer: "ok" }])).thenNothing();
    given(checklistDecider, [prepared, answered(1, 1)]).when(answer(1, [{ itemId: 1, answer: "not_ok" }])).thenEvents([answered(1, 1, "not_ok")]);
    given(checklistDecider, [prepared]).when(answer(1, [{ itemId: 3, answer: "ok" }])).thenThrows("checklist.errors.item_unknown");
    given(checklistDecider, [prepared]).when(answer(7, [])).thenThrows("errors.not_found");
  });
  it("keeps the observation, who, by when and done of an answer", () => {
    const cmd: ChecklistCommand = {
      type: "AnswerChecklistQuestion",
      questionId: 2,
      answers: [{ itemId: 3, answer: "not_ok", observation: " Manca 1\r\n", who: " Impresa Neri ", dueDate: "2026-03-09", done: true }],
      images: [],
    };
    given(checklistDecider, [prepared]).when(cmd).thenEvents([
      { type: "ChecklistItemAnswered", data: { ...ref, questionId: 2, itemId: 3, answer: "not_ok", dueDate: "2026-03-09", done: true, personal: { observation: "Manca 1", who: "Impresa Neri" } } },
    ]);
  });
  it("adds photos to a question, only under checklist/, at most 10", () => {
    const photo = (n: number) => ({ key: `checklist/p${n}.jpg`, thumbnailKey: `checklist/thumbs/p${n}.jpg` });
    given(checklistDecider, [prepared]).when(answer(1, [], [photo(1)])).thenEvents([{ type: "ChecklistPhotosAdded", data: { ...ref, questionId: 1, images: [photo(1)] } }]);
    given(checklistDecider, [prepared]).when(answer(1, [], [{ key: "journal/x.jpg", thumbnailKey: null }])).thenThrows("checklist.errors.image_unknown", { field: "photos" });
    const ten: ChecklistEvent = { type: "ChecklistPhotosAdded", data: { ...ref, questionId: 1, images: Array.from({ length: 10 }, (_, n) => photo(n)) } };
    given(checklistDecider, [prepared, ten]).when(answer(1, [], [photo(11)])).thenThrows("checklist.errors.too_many_photos", { field: "photos" });
  });
  it("attaches files to a question (ADR-0080): only under checklist/, at most 5, a blank name falls back to the stored one", () => {
    const file = (n: number, name = `Verbale ${n}.pdf`) => ({ key: `checklist/f${n}.pdf`, name, contentType: "application/pdf", size: 100 });
    const attach = (files: ReturnType<typeof file>[]): ChecklistCommand => ({ type: "AnswerChecklistQuestion", questionId: 2, answers: [], images: [], attachments: files });
    const state = given(checklistDecider, [prepared])
      .when(attach([file(1, "  Verbale 1.pdf "), file(2, " ")]))
      .thenEvents([{ type: "ChecklistAttachmentsAdded", data: { ...ref, questionId: 2, files: [file(1), file(2, "f2.pdf")] } }]);
    expect(state.attachments[2].map((f) => f.name)).toEqual(["Verbale 1.pdf", "f2.pdf"]);
    given(checklistDecider, [prepared]).when(attach([{ ...file(1), key: "expenses/x.pdf" }])).thenThrows("checklist.errors.attachment_unknown", { field: "attachments" });
    const five: ChecklistEvent = { type: "ChecklistAttachmentsAdded", data: { ...ref, questionId: 2, files: [1, 2, 3, 4, 5].map((n) => file(n)) } };
    given(checklistDecider, [prepared, five]).when(attach([file(6)])).thenThrows("checklist.errors.too_many_attachments", { field: "attachments" });
    given(checklistDecider, [prepared, ...allAnswered, signed]).when(attach([file(1)])).thenThrows("checklist.errors.signed_locked");
  });
  it("is filled when every item is answered", () => {
    expect(isFilled(given(checklistDecider, [prepared, answered(1, 1), answered(3, 2)]).state)).toBe(false);
    expect(isFilled(given(checklistDecider, [prepared, ...allAnswered]).state)).toBe(true);
  });
  it("is signed only when filled: a typed name with the signer's account, or an image under checklist/", () => {
    given(checklistDecider, [prepared, answered(1, 1)]).when(typed).thenThrows("checklist.errors.not_filled");
    given(checklistDecider, [prepared, ...allAnswered]).when(typed).thenEvents([signed]);
    given(checklistDecider, [prepared, ...allAnswered]).when({ ...typed, name: " " }).thenThrows("checklist.errors.signature_name_required", { field: "signatureName" });
    given(checklistDecider, [prepared, ...allAnswered])
      .when({ type: "SignChecklist", method: "drawn", name: "Marco Rossi", imageKey: "checklist/s.png" })
      .thenEvents([{ type: "ChecklistSigned", data: { ...ref, method: "drawn", imageKey: "checklist/s.png", signerId: by, personal: { name: "Marco Rossi" } } }]);
    given(checklistDecider, [prepared, ...allAnswered]).when({ type: "SignChecklist", method: "image", name: "", imageKey: "expenses/x.png" }).thenThrows("checklist.errors.signature_image_required");
  });
  it("is revised: items kept keep their answers, new ones are numbered on, an unchanged revision records nothing", () => {
    const revised = [{ questionId: 1, title: "Ponteggio", items: [{ itemId: 1, label: "Parapetti" }, { label: "Tavole" }] }];
    const state = given(checklistDecider, [prepared, answered(1, 1), answered(3, 2)])
      .when({ type: "ReviseChecklist", head, questions: revised })
      .thenEvents([{ type: "ChecklistRevised", data: { ...ref, ...head, questions: [{ questionId: 1, title: "Ponteggio", items: [{ itemId: 1, label: "Parapetti" }, { itemId: 4, label: "Tavole" }] }] } }]);
    expect(Object.keys(state.answers)).toEqual(["1"]);
    given(checklistDecider, [prepared]).when({ type: "ReviseChecklist", head, questions }).thenNothing();
    given(checklistDecider, [prepared]).when({ type: "ReviseChecklist", head, questions: [] }).thenThrows("checklist.errors.question_required");
  });
  it("is approved only when signed, by the approver at the time; rejected with a reason", () => {
    given(checklistDecider, [prepared, ...allAnswered]).when({ type: "ApproveChecklist" }, hr).thenThrows("checklist.errors.not_signed");
    const state = given(checklistDecider, [prepared, ...allAnswered, signed]).when({ type: "ApproveChecklist" }, hr).thenEvents([approved]);
    expect([state.status, state.decidedBy, state.decidedAt]).toEqual(["APPROVED", 2, at]);
    given(checklistDecider, [prepared]).when({ type: "RejectChecklist", reason: " " }, hr).thenEvents([rejected]);
  });
  it("once signed locks answers and questions", () => {
    given(checklistDecider, [prepared, ...allAnswered, signed]).when(answer(1, [{ itemId: 1, answer: "na" }])).thenThrows("checklist.errors.signed_locked");
    given(checklistDecider, [prepared, ...allAnswered, signed]).when({ type: "ReviseChecklist", head: { ...head, title: "X" }, questions }).thenThrows("checklist.errors.signed_locked");
    given(checklistDecider, [prepared, ...allAnswered, signed]).when(typed).thenThrows("checklist.errors.already_signed");
  });
});

describe("checklist: when approved or rejected", () => {
  for (const [name, decided] of [["approved", [...allAnswered, signed, approved]], ["rejected", [rejected]]] as const) {
    it(`(${name}) takes no edit, answer, signature or second decision`, () => {
      const history = [prepared, ...decided];
      given(checklistDecider, history).when({ type: "ReviseChecklist", head, questions }).thenThrows("edit_allow_only_on_pending");
      given(checklistDecider, history).when(answer(1, [{ itemId: 1, answer: "na" }])).thenThrows("edit_allow_only_on_pending");
      given(checklistDecider, history).when(typed).thenThrows("edit_allow_only_on_pending");
      given(checklistDecider, history).when({ type: "ApproveChecklist" }, hr).thenThrows("checklist.errors.already_decided");
      given(checklistDecider, history).when({ type: "RejectChecklist", reason: "" }, hr).thenThrows("checklist.errors.already_decided");
    });
  }
});

describe("checklist: removal (ADR-0080)", () => {
  const removed: ChecklistEvent = { type: "ChecklistRemoved", data: ref };
  it("removes a pending one, filled or not, signed or not, and a rejected one, with who and when", () => {
    const state = given(checklistDecider, [prepared]).when({ type: "RemoveChecklist" }).thenEvents([removed]);
    expect([state.removed, state.removedBy, state.removedAt]).toEqual([true, by, at]);
    given(checklistDecider, [prepared, ...allAnswered, signed]).when({ type: "RemoveChecklist" }).thenEvents([removed]);
    given(checklistDecider, [prepared, rejected]).when({ type: "RemoveChecklist" }).thenEvents([removed]);
  });
  it("keeps an approved one: it is the record the client received", () => {
    given(checklistDecider, [prepared, ...allAnswered, signed, approved]).when({ type: "RemoveChecklist" }).thenThrows("checklist.errors.approved_not_removed");
  });
  it("once removed records nothing on a second removal and answers every other command as not found", () => {
    const history = [prepared, removed];
    given(checklistDecider, history).when({ type: "RemoveChecklist" }).thenNothing();
    given(checklistDecider, history).when(answer(1, [{ itemId: 1, answer: "ok" }])).thenThrows("errors.not_found");
    given(checklistDecider, history).when({ type: "ReviseChecklist", head, questions }).thenThrows("errors.not_found");
    given(checklistDecider, history).when({ type: "RejectChecklist", reason: "" }, hr).thenThrows("errors.not_found");
    given(checklistDecider, history).when(prepare()).thenThrows("errors.already_exists");
  });
  it("is not found before it exists", () => {
    given(checklistDecider).when({ type: "RemoveChecklist" }).thenThrows("errors.not_found");
  });
});

describe("the export rule (ADR-0074)", () => {
  it("exports a filled and signed checklist that is not rejected, and says why not otherwise", () => {
    expect(exportBlock({ filled: false, signed: false, status: "PENDING" })).toBe("checklist.export.not_filled");
    expect(exportBlock({ filled: true, signed: false, status: "PENDING" })).toBe("checklist.export.not_signed");
    expect(exportBlock({ filled: true, signed: true, status: "PENDING" })).toBeNull();
    expect(exportBlock({ filled: true, signed: true, status: "APPROVED" })).toBeNull();
    expect(exportBlock({ filled: true, signed: true, status: "REJECTED" })).toBe("checklist.export.rejected");
  });
});
