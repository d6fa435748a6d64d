import { describe, expect, it } from "vitest";
import { replayHistory, type HistoryEventInput } from "../shared/history";
import { describeChecklist, checklistHistoryWith } from "./history";
import { checklistDecider } from "./decider";
import type { ChecklistEvent } from "./events";

const at = "2026-03-02T08:15:00.000Z";
const ref = { checklistId: 5, siteId: 3, at, by: 7 };
const events: ChecklistEvent[] = [
  {
    type: "ChecklistPrepared",
    data: { ...ref, title: "Ponteggi", date: "2026-03-02", readyBy: "2026-03-06", templateId: 9, copiedFrom: null, questions: [{ questionId: 1, title: "Ponteggio", items: [{ itemId: 1, label: "Parapetti" }, { itemId: 2, label: "Ancoraggi" }] }] },
  },
  { type: "ChecklistItemAnswered", data: { ...ref, by: 8, questionId: 1, itemId: 2, answer: "not_ok", dueDate: "2026-03-09", done: false, personal: { observation: "Manca un ancoraggio", who: "Impresa Neri" } } },
  { type: "ChecklistPhotosAdded", data: { ...ref, by: 8, questionId: 1, images: [{ key: "checklist/a.jpg", thumbnailKey: null }] } },
  { type: "ChecklistAttachmentsAdded", data: { ...ref, by: 8, questionId: 1, files: [{ key: "checklist/v.pdf", name: "Verbale.pdf", contentType: "application/pdf", size: 9 }] } },
  { type: "ChecklistRemoved", data: { ...ref, by: 2 } },
];
const inputs: HistoryEventInput[] = events.map((event, i) => ({ version: i + 1, position: 100 + i, recordedAt: at, actorId: event.data.by, commandType: null, event }));
const names = { site: (id: number) => (id === 3 ? "Stabile Lugano" : null), template: (id: number) => (id === 9 ? "Ponteggi" : null) };

describe("a checklist's history", () => {
  it("shows who answered which point with what, the photos, the attached files and the removal, step by step", () => {
    const h = replayHistory(checklistHistoryWith(names), inputs);
    expect(h.steps.map((s) => [s.type, s.actorId])).toEqual([
      ["ChecklistPrepared", 7],
      ["ChecklistItemAnswered", 8],
      ["ChecklistPhotosAdded", 8],
      ["ChecklistAttachmentsAdded", 8],
      ["ChecklistRemoved", 2],
    ]);
    expect(h.steps[1].changes).toEqual([
      { key: "item-2", label: "checklist.history.field.item", before: { key: "checklist.history.item_open", params: { n: "1.2", label: "Ancoraggi" } }, after: { key: "checklist.history.item_not_ok", params: { n: "1.2", label: "Ancoraggi", done: "" } } },
      { key: "item-2-notes", label: "checklist.history.field.notes", before: null, after: { text: "Manca un ancoraggio · Impresa Neri · 09.03.2026" } },
    ]);
    expect(h.steps[2].changes.map((c) => [c.key, c.after])).toEqual([["photos-1", { key: "checklist.history.photos", params: { n: 1, count: 1 } }]]);
    expect(h.steps[3].changes.map((c) => [c.key, c.after])).toEqual([["attachments-1", { text: "1. Verbale.pdf" }]]);
    expect(h.steps[4].changes.map((c) => c.key)).toEqual(["removed", "removedBy", "removedAt"]);
  });
  it("names the site and template when the page knows them, and shows their ids otherwise", () => {
    let state = checklistDecider.initialState();
    state = checklistDecider.evolve(state, events[0]);
    const named = Object.fromEntries(describeChecklist(state, names).map((f) => [f.key, f.value]));
    expect([named.site, named.template, named.date, named.readyBy]).toEqual([{ text: "Stabile Lugano" }, { text: "Ponteggi" }, { text: "02.03.2026" }, { text: "06.03.2026" }]);
    const bare = Object.fromEntries(describeChecklist(state).map((f) => [f.key, f.value]));
    expect([bare.site, bare.template]).toEqual([{ text: "#3" }, { text: "#9" }]);
  });
  it("shows the signature with its method and the decision with its reason", () => {
    const signedAndRejected: ChecklistEvent[] = [
      events[0],
      { type: "ChecklistSigned", data: { ...ref, method: "drawn", imageKey: "checklist/s.png", signerId: 8, personal: { name: "Marco Rossi" } } },
      { type: "ChecklistRejected", data: { ...ref, by: 2, approverId: 2, personal: { reason: "Foto mancanti" } } },
    ];
    const state = signedAndRejected.reduce(checklistDecider.evolve, checklistDecider.initialState());
    const f = Object.fromEntries(describeChecklist(state).map((x) => [x.key, x.value]));
    expect([f.status, f.signature, f.signedBy, f.decidedBy, f.rejectReason]).toEqual([
      { key: "checklist.status.REJECTED" },
      { key: "checklist.history.signature_drawn", params: { name: "Marco Rossi" } },
      { person: 8 },
      { person: 2 },
      { text: "Foto mancanti" },
    ]);
  });
  it("shows an erased signer's signature and an erased rejecter's reason as removed (ADR-0134)", () => {
    const erased: ChecklistEvent[] = [
      events[0],
      { type: "ChecklistSigned", data: { ...ref, method: "drawn", imageKey: "checklist/s.png", signerId: 8, personal: null } },
      { type: "ChecklistRejected", data: { ...ref, by: 2, approverId: 2, personal: null } },
    ];
    const state = erased.reduce(checklistDecider.evolve, checklistDecider.initialState());
    const f = Object.fromEntries(describeChecklist(state).map((x) => [x.key, x.value]));
    expect([f.signature, f.signedBy, f.decidedBy, f.rejectReason]).toEqual([{ key: "erasure.removed" }, { person: 8 }, { person: 2 }, { key: "erasure.removed" }]);
  });
});
