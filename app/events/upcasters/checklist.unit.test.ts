// Checklist answers written before ADR-0134 (plain observation and who) read back with that text as
// the answerer's `personal` part, or `personal: null` once the answerer is erased.
import { describe, expect, it } from "vitest";
import { checklistDecider } from "~/domain/checklist/decider";
import { upcastChecklistAnswerV1, type ChecklistEvent } from "~/domain/checklist/events";
import { upcast } from "./index";

const ref = { checklistId: 4, siteId: 2, at: "2026-03-02T08:00:00.000Z", by: 6 };
const v1 = { type: "ChecklistItemAnswered", schemaVersion: 1, data: { ...ref, questionId: 1, itemId: 2, answer: "not_ok", observation: "Manca un parapetto", who: "Impresa Neri", dueDate: "2026-03-09", done: false } };

describe("a checklist answer written with plain text (schema version 1)", () => {
  it("reads back with the observation and who as the answerer's personal part", () => {
    expect(upcast(v1)).toEqual({
      type: "ChecklistItemAnswered",
      schemaVersion: 2,
      data: { ...ref, questionId: 1, itemId: 2, answer: "not_ok", dueDate: "2026-03-09", done: false, personal: { observation: "Manca un parapetto", who: "Impresa Neri" } },
    });
  });

  it("reads back with no text once the answerer is erased; the answer, date and done stay", () => {
    const up = upcast(v1, { textErased: true });
    expect(up.data).toEqual({ ...ref, questionId: 1, itemId: 2, answer: "not_ok", dueDate: "2026-03-09", done: false, personal: null });
    expect(JSON.stringify(up)).not.toMatch(/parapetto|Neri/);
    expect(upcastChecklistAnswerV1({ observation: "x", who: "y", answer: "ok" }, true)).toEqual({ answer: "ok", personal: null });
    const prepared = { type: "ChecklistPrepared", data: { ...ref, title: "Sicurezza", date: "2026-03-02", readyBy: "2026-03-05", templateId: 1, copiedFrom: null, questions: [{ questionId: 1, title: "Parapetti", items: [{ itemId: 2, label: "Montati" }] }] } };
    const state = [prepared, up].reduce((s, e) => checklistDecider.evolve(s, e as unknown as ChecklistEvent), checklistDecider.initialState());
    expect(state.answers[2]).toMatchObject({ answer: "not_ok", observation: "", who: "", dueDate: "2026-03-09", by: 6 });
  });
});

describe("a signature and a rejection written with plain text (schema version 1)", () => {
  const signed = { type: "ChecklistSigned", schemaVersion: 1, data: { ...ref, method: "drawn", name: "Mario Rossi", imageKey: "checklist/sig.png", signerId: 6 } };
  const rejected = { type: "ChecklistRejected", schemaVersion: 1, data: { ...ref, by: 9, approverId: 9, reason: "Rossi non ha firmato il verbale", onBehalfOf: null } };
  const prepared = { type: "ChecklistPrepared", data: { ...ref, title: "Sicurezza", date: "2026-03-02", readyBy: "2026-03-05", templateId: 1, copiedFrom: null, questions: [] } };

  it("read back with the typed name as the signer's, the reason as the rejecter's personal part", () => {
    expect(upcast(signed)).toEqual({ type: "ChecklistSigned", schemaVersion: 2, data: { ...ref, method: "drawn", imageKey: "checklist/sig.png", signerId: 6, personal: { name: "Mario Rossi" } } });
    expect(upcast(rejected)).toEqual({ type: "ChecklistRejected", schemaVersion: 2, data: { ...ref, by: 9, approverId: 9, onBehalfOf: null, personal: { reason: "Rossi non ha firmato il verbale" } } });
  });

  it("read back with no text once the writer is erased: the signature keeps its method, signer and time, without name or image", () => {
    const s = upcast(signed, { textErased: true });
    const r = upcast(rejected, { textErased: true });
    expect(s.data).toEqual({ ...ref, method: "drawn", imageKey: "checklist/sig.png", signerId: 6, personal: null });
    expect(r.data).toEqual({ ...ref, by: 9, approverId: 9, onBehalfOf: null, personal: null });
    expect(JSON.stringify([s, r])).not.toMatch(/Mario|Rossi/);
    const state = [prepared, s, r].reduce((st, e) => checklistDecider.evolve(st, e as unknown as ChecklistEvent), checklistDecider.initialState());
    expect(state.signature).toEqual({ method: "drawn", name: "", imageKey: null, signerId: 6, at: ref.at, textRemoved: true });
    expect(state).toMatchObject({ status: "REJECTED", decidedBy: 9, rejectReason: null, rejectReasonRemoved: true });
  });
});

describe("month-close and carry-over text written plain (schema version 1)", () => {
  const on = { personId: 42, month: "2026-10", by: 7, at: "2026-11-02T08:00:00.000Z" };
  it("reads back as the person's personal part; a signature without a comment has none; an erasure removes it", () => {
    expect(upcast({ type: "MonthSentBack", schemaVersion: 1, data: { ...on, reason: "Manca il 14" } })).toEqual({ type: "MonthSentBack", schemaVersion: 2, data: { ...on, personal: { reason: "Manca il 14" } } });
    expect(upcast({ type: "MonthSigned", schemaVersion: 1, data: { ...on, comment: "Ok" } }).data).toEqual({ ...on, personal: { comment: "Ok" } });
    expect(upcast({ type: "MonthCountersigned", schemaVersion: 1, data: { ...on, comment: null } }).data).toEqual({ ...on, personal: null });
    expect(upcast({ type: "MonthCommented", schemaVersion: 1, data: { ...on, comment: "Visto" } }, { textErased: true }).data).toEqual({ ...on, personal: null });
    const carry = { personId: 42, date: "2027-01-01", minutes: 615, previous: null, reason: "Saldo 2026", at: on.at, by: 7 };
    const { reason: _r, ...rest } = carry;
    expect(upcast({ type: "WorkingTimeCarryOverSet", schemaVersion: 1, data: carry })).toEqual({ type: "WorkingTimeCarryOverSet", schemaVersion: 2, data: { ...rest, personal: { reason: "Saldo 2026" } } });
    expect(upcast({ type: "WorkingTimeCarryOverSet", schemaVersion: 1, data: carry }, { textErased: true }).data).toEqual({ ...rest, personal: null });
  });
});
