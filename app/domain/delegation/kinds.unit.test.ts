// Given/when/then: every kind of approval can be delegated (ADR-0089) — tool requests and
// checklists decided through a delegation, recorded "by X for Y", with the delegation's rule first
// and the delegator's right, never the delegate's.
import { describe, expect, it } from "vitest";
import type { Right } from "../access/permissions";
import { checklistDecider } from "../checklist/decider";
import type { ChecklistEvent, ChecklistQuestion } from "../checklist/events";
import { ctx, given } from "../shared/testing";
import { toolDecider } from "../tool/decider";
import type { ToolEvent } from "../tool/events";
import type { DelegatedAuthority } from "./approval";
import { CHECKLIST_LIMITS } from "../checklist/template";
import { onBehalfDecisionSchema } from "./schema";
import { authorityOf, delegationDecider, initialDelegationState, mayApprove, type DelegationCommand } from "./decider";

const NOW = "2026-03-04T10:00:00.000Z"; // Wednesday, within the week
const AFTER = "2026-03-09T08:00:00.000Z"; // the Monday after
const toolManager: Right[] = ["read:profile", "update:profile", "update:tool-manager"];
const hrRights: Right[] = ["read:profile", "update:profile", "update:hr"];
const authority = (kinds: DelegatedAuthority["kinds"], delegatorRights: readonly Right[]): DelegatedAuthority =>
  authorityOf({ ...initialDelegationState(), delegationId: 5, delegatorId: 7, delegateId: 21, from: "2026-03-02", until: "2026-03-08", kinds: [...kinds] }, delegatorRights as Right[]);
const delegate = ctx({ actorId: 21, now: NOW });

describe("delegation: which kinds an approver hands on", () => {
  const give = (rights: Right[], kinds: DelegationCommand extends infer C ? (C extends { kinds: infer K } ? K : never) : never): DelegationCommand => ({
    type: "DelegateApprovals",
    delegationId: 5,
    delegator: { personId: 7, rights },
    delegate: { personId: 21, active: true },
    from: "2026-03-02",
    until: "2026-03-08",
    kinds,
  });
  it("the tool manager hands on tool requests; HR hands on checklists", () => {
    given(delegationDecider).when(give(toolManager, ["tool"]), ctx({ now: "2026-03-02T08:00:00.000Z" })).thenEvents([
      { type: "ApprovalsDelegated", data: { delegationId: 5, delegatorId: 7, delegateId: 21, from: "2026-03-02", until: "2026-03-08", kinds: ["tool"], at: "2026-03-02T08:00:00.000Z", by: 7 } },
    ]);
    given(delegationDecider).when(give(hrRights, ["leave", "expense", "checklist"]), ctx({ now: "2026-03-02T08:00:00.000Z" })).thenEvents([
      { type: "ApprovalsDelegated", data: { delegationId: 5, delegatorId: 7, delegateId: 21, from: "2026-03-02", until: "2026-03-08", kinds: ["leave", "expense", "checklist"], at: "2026-03-02T08:00:00.000Z", by: 7 } },
    ]);
  });
  it("refuses a kind the approver does not decide: HR without the tool manager's right hands on no tool requests", () => {
    given(delegationDecider).when(give(hrRights, ["tool"]), ctx({ now: "2026-03-02T08:00:00.000Z" })).thenThrows("delegation.kind_not_yours", { kind: "forbidden", field: "kinds" });
    given(delegationDecider).when(give(toolManager, ["checklist"]), ctx({ now: "2026-03-02T08:00:00.000Z" })).thenThrows("delegation.kind_not_yours", { kind: "forbidden", field: "kinds" });
  });
  it("who decides what", () => {
    expect(mayApprove({ personId: 7, rights: toolManager }, "tool")).toBe(true);
    expect(mayApprove({ personId: 7, rights: toolManager }, "checklist")).toBe(false);
    expect(mayApprove({ personId: 7, rights: ["update:admin"] }, "checklist")).toBe(true);
  });
});

describe("tool request: when requested, decided through a delegation", () => {
  const ref = { toolId: 9, at: "2026-03-02T08:00:00.000Z", by: 1 };
  const history: ToolEvent[] = [
    { type: "ToolRegistered", data: { ...ref, name: "Trapano", categoryId: 1, unitCostCents: null, currency: null, unit: "PIECES", warrantyDate: null, documents: [], quantity: 1 } },
    { type: "ToolRequested", data: { ...ref, by: 42, requestId: 1, personId: 42, quantity: 1, startDate: "2026-03-05", endDate: "2026-03-06" } },
  ];
  const approve = (onBehalf: DelegatedAuthority | null) => ({ type: "ApproveToolRequest" as const, requestId: 1, mayManage: false, onBehalf });
  it("the delegate approves: recorded by the delegate for the tool manager, and the tool assigned", () => {
    const s = given(toolDecider, history).when(approve(authority(["tool"], toolManager)), delegate).thenEvents([
      { type: "ToolRequestApproved", data: { toolId: 9, at: NOW, by: 21, requestId: 1, onBehalfOf: 7, delegationId: 5 } },
      { type: "ToolAssigned", data: { toolId: 9, at: NOW, by: 21, assignmentNo: 1, personId: 42, quantity: 1, startDate: "2026-03-05", endDate: "2026-03-06", requestId: 1 } },
    ]);
    expect(s.requests[1]).toMatchObject({ status: "APPROVED", decidedBy: 21, decidedFor: 7 });
  });
  it("the delegate rejects, for the tool manager", () => {
    given(toolDecider, history)
      .when({ type: "RejectToolRequest", requestId: 1, mayManage: false, onBehalf: authority(["tool"], toolManager) }, delegate)
      .thenEvents([{ type: "ToolRequestRejected", data: { toolId: 9, at: NOW, by: 21, requestId: 1, onBehalfOf: 7, delegationId: 5 } }]);
  });
  it("without a delegation, or one of other kinds, the delegate may not", () => {
    given(toolDecider, history).when(approve(null), delegate).thenThrows("errors.forbidden");
    given(toolDecider, history).when(approve(authority(["leave"], toolManager)), delegate).thenThrows("delegation.kind_not_delegated");
  });
  it("after the week, or for a delegator who lost the tool manager's right, refused", () => {
    given(toolDecider, history).when(approve(authority(["tool"], toolManager)), ctx({ actorId: 21, now: AFTER })).thenThrows("delegation.expired", { params: { until: "08.03.2026" } });
    given(toolDecider, history).when(approve(authority(["tool"], hrRights)), delegate).thenThrows("errors.forbidden");
  });
  it("nobody decides their own request through a delegation", () => {
    const own: ToolEvent[] = [history[0], { type: "ToolRequested", data: { ...ref, by: 21, requestId: 1, personId: 21, quantity: 1, startDate: "2026-03-05", endDate: "2026-03-06" } }];
    given(toolDecider, own).when(approve(authority(["tool"], toolManager)), delegate).thenThrows("delegation.own_request");
  });
});

describe("checklist: when signed, decided through a delegation", () => {
  const ref = { checklistId: 5, siteId: 3, at: "2026-03-02T08:00:00.000Z", by: 1 };
  const questions: ChecklistQuestion[] = [{ questionId: 1, title: "Ponteggi", items: [{ itemId: 1, label: "Parapetti" }] }];
  const signedBy = (signerId: number, preparedBy = 1): ChecklistEvent[] => [
    { type: "ChecklistPrepared", data: { ...ref, by: preparedBy, title: "Settimana 10", date: "2026-03-02", readyBy: "2026-03-06", templateId: 9, copiedFrom: null, questions } },
    { type: "ChecklistItemAnswered", data: { ...ref, questionId: 1, itemId: 1, answer: "ok", dueDate: null, done: false, personal: { observation: "", who: "" } } },
    { type: "ChecklistSigned", data: { ...ref, by: signerId, method: "typed", imageKey: null, signerId, personal: { name: "Marco Rossi" } } },
  ];
  it("the delegate approves, for HR; the history's state says for whom", () => {
    const s = given(checklistDecider, signedBy(30)).when({ type: "ApproveChecklist", onBehalf: authority(["checklist"], hrRights) }, delegate).thenEvents([
      { type: "ChecklistApproved", data: { checklistId: 5, siteId: 3, at: NOW, by: 21, approverId: 21, onBehalfOf: 7, delegationId: 5 } },
    ]);
    expect(s).toMatchObject({ status: "APPROVED", decidedBy: 21, decidedFor: 7 });
  });
  it("the delegate rejects, for HR", () => {
    given(checklistDecider, signedBy(30))
      .when({ type: "RejectChecklist", reason: "Parapetti mancanti", onBehalf: authority(["checklist"], hrRights) }, delegate)
      .thenEvents([{ type: "ChecklistRejected", data: { checklistId: 5, siteId: 3, at: NOW, by: 21, approverId: 21, personal: { reason: "Parapetti mancanti" }, onBehalfOf: 7, delegationId: 5 } }]);
  });
  it("not a checklist the delegate signed or prepared, nor the delegator's", () => {
    const onBehalf = authority(["checklist"], hrRights);
    given(checklistDecider, signedBy(21)).when({ type: "ApproveChecklist", onBehalf }, delegate).thenThrows("delegation.own_request");
    given(checklistDecider, signedBy(30, 21)).when({ type: "ApproveChecklist", onBehalf }, delegate).thenThrows("delegation.own_request");
    given(checklistDecider, signedBy(7)).when({ type: "ApproveChecklist", onBehalf }, delegate).thenThrows("delegation.delegator_request");
  });
  it("refused when ended, or when the delegator may no longer decide checklists", () => {
    given(checklistDecider, signedBy(30)).when({ type: "ApproveChecklist", onBehalf: { ...authority(["checklist"], hrRights), ended: true } }, delegate).thenThrows("delegation.ended");
    given(checklistDecider, signedBy(30)).when({ type: "ApproveChecklist", onBehalf: authority(["checklist"], toolManager) }, delegate).thenThrows("errors.forbidden");
  });
});

describe("the delegated decision form", () => {
  const base = { intent: "reject-on-behalf", delegationId: "5", kind: "checklist", recordId: "12", expectedVersion: "3", commandId: "c-1" };

  it("given a checklist rejected on the delegated page, when a reason is typed, then it is kept, trimmed by the decider later", () => {
    const parsed = onBehalfDecisionSchema.safeParse({ ...base, reason: "Foto mancanti" });
    expect(parsed.success && parsed.data.reason).toBe("Foto mancanti");
  });

  it("given no reason, then the rejection is still accepted (optional, as on HR's own form)", () => {
    const parsed = onBehalfDecisionSchema.safeParse(base);
    expect(parsed.success).toBe(true);
    expect(parsed.success && parsed.data.reason).toBeFalsy();
  });

  it("given a reason longer than a checklist's limit, then the form is refused with the too-long message", () => {
    const parsed = onBehalfDecisionSchema.safeParse({ ...base, reason: "x".repeat(CHECKLIST_LIMITS.reason + 1) });
    expect(parsed.success).toBe(false);
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.path.join("."))).toContain("reason");
  });
});
