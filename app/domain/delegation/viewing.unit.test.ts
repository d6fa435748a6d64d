// Which checklists and tools a delegate may open (ADR-0094): folded states in, yes or no (or for whom) out.
import { describe, expect, it } from "vitest";
import { checklistDecider } from "../checklist/decider";
import type { ChecklistEvent } from "../checklist/events";
import { fold } from "../shared/decider";
import { toolDecider } from "../tool/decider";
import type { ToolEvent } from "../tool/events";
import { checklistDecidableFor, checklistDecidedFor, checklistSubjects, toolDecidableFor, toolDecidedFor } from "./viewing";

const DELEGATOR = 7;
const DELEGATE = 21;
const at = "2026-03-02T08:00:00.000Z";

describe("a checklist", () => {
  const cref = { checklistId: 4, siteId: 1, at };
  const prepared = (by: number): ChecklistEvent => ({
    type: "ChecklistPrepared",
    data: { ...cref, by, title: "Ponteggio", date: "2026-03-02", readyBy: "2026-03-05", templateId: 1, copiedFrom: null, questions: [{ questionId: 1, title: "Parapetti", items: [{ itemId: 1, label: "Montati" }] }] },
  });
  const signed = (signerId: number): ChecklistEvent => ({ type: "ChecklistSigned", data: { ...cref, by: signerId, method: "typed", imageKey: null, signerId, personal: { name: "Capo" } } });

  it("is about who prepared it and who signed it", () => {
    expect(checklistSubjects(fold(checklistDecider, [prepared(3), signed(42)])).sort()).toEqual([3, 42]);
  });
  it("when signed by someone else and prepared by the office: the delegate may open it", () => {
    expect(checklistDecidableFor(fold(checklistDecider, [prepared(3), signed(42)]), DELEGATOR, DELEGATE)).toBe(true);
  });
  it("when the delegator prepared it, or the delegate signed it: not through the delegation", () => {
    expect(checklistDecidableFor(fold(checklistDecider, [prepared(DELEGATOR), signed(42)]), DELEGATOR, DELEGATE)).toBe(false);
    expect(checklistDecidableFor(fold(checklistDecider, [prepared(3), signed(DELEGATE)]), DELEGATOR, DELEGATE)).toBe(false);
  });
  it("when removed, or never prepared: no", () => {
    expect(checklistDecidableFor(fold(checklistDecider, [prepared(3), { type: "ChecklistRemoved", data: { ...cref, by: 3 } }]), DELEGATOR, DELEGATE)).toBe(false);
    expect(checklistDecidableFor(checklistDecider.initialState(), DELEGATOR, DELEGATE)).toBe(false);
  });
  it("when decided through a delegation: for whom, to the delegate who decided it only", () => {
    const approved: ChecklistEvent = { type: "ChecklistApproved", data: { ...cref, by: DELEGATE, approverId: DELEGATE, onBehalfOf: DELEGATOR, delegationId: 5 } };
    const s = fold(checklistDecider, [prepared(3), signed(42), approved]);
    expect(checklistDecidedFor(s, DELEGATE)).toBe(DELEGATOR);
    expect(checklistDecidedFor(s, 99)).toBeNull();
    const byTheApprover: ChecklistEvent = { type: "ChecklistApproved", data: { ...cref, by: DELEGATE, approverId: DELEGATE } };
    expect(checklistDecidedFor(fold(checklistDecider, [prepared(3), signed(42), byTheApprover]), DELEGATE)).toBeNull();
  });
});

describe("a tool", () => {
  const ref = { toolId: 9, at, by: 1 };
  const registered: ToolEvent = { type: "ToolRegistered", data: { ...ref, name: "Furgone", categoryId: 1, unitCostCents: null, currency: null, unit: "PIECES", warrantyDate: null, documents: [], quantity: 1 } };
  const requested = (requestId: number, personId: number): ToolEvent => ({ type: "ToolRequested", data: { ...ref, by: personId, requestId, personId, quantity: 1, startDate: "2026-03-05", endDate: "2026-03-06" } });

  it("with a pending request of someone else: the delegate may open it", () => {
    expect(toolDecidableFor(fold(toolDecider, [registered, requested(1, 42)]), DELEGATOR, DELEGATE)).toBe(true);
  });
  it("with only the delegate's or the delegator's own requests pending, or none: no", () => {
    expect(toolDecidableFor(fold(toolDecider, [registered, requested(1, DELEGATE), requested(2, DELEGATOR)]), DELEGATOR, DELEGATE)).toBe(false);
    expect(toolDecidableFor(fold(toolDecider, [registered]), DELEGATOR, DELEGATE)).toBe(false);
    expect(toolDecidableFor(fold(toolDecider, [registered, requested(1, 42), { type: "ToolRetired", data: ref }]), DELEGATOR, DELEGATE)).toBe(false);
  });
  it("with a request the delegate decided through a delegation: for whom", () => {
    const rejected: ToolEvent = { type: "ToolRequestRejected", data: { ...ref, by: DELEGATE, requestId: 1, onBehalfOf: DELEGATOR, delegationId: 5 } };
    const s = fold(toolDecider, [registered, requested(1, 42), rejected]);
    expect(toolDecidableFor(s, DELEGATOR, DELEGATE)).toBe(false);
    expect(toolDecidedFor(s, DELEGATE)).toBe(DELEGATOR);
    expect(toolDecidedFor(s, 99)).toBeNull();
  });
});
