import { describe, expect, it } from "vitest";
import { CTX, given } from "../shared/testing";
import type { ChecklistTemplateEvent, TemplateContent } from "./events";
import { checklistTemplateDecider } from "./template";

const at = CTX.now;
const by = CTX.actorId as number;
const content: TemplateContent = {
  type: "safety",
  name: "Ponteggi",
  mandatory: true,
  notifyEach: "weekly",
  questions: [
    { title: "Ponteggio", items: [{ label: "Parapetti" }, { label: "Ancoraggi" }] },
    { title: "DPI", items: [{ label: "Caschi" }] },
  ],
};
const created: ChecklistTemplateEvent = { type: "ChecklistTemplateCreated", data: { templateId: 9, ...content, at, by } };
const create = (c: TemplateContent) => ({ type: "CreateChecklistTemplate" as const, templateId: 9, content: c });

describe("checklist template: when none exists", () => {
  it("is created with trimmed names, questions and items", () => {
    given(checklistTemplateDecider)
      .when(create({ ...content, name: " Ponteggi ", questions: [{ title: " Ponteggio", items: [{ label: "Parapetti " }, { label: "Ancoraggi" }] }, content.questions[1]] }))
      .thenEvents([created]);
  });
  it("needs a name and at least one question, each with an item", () => {
    given(checklistTemplateDecider).when(create({ ...content, name: "" })).thenThrows("errors.required", { field: "name" });
    given(checklistTemplateDecider).when(create({ ...content, questions: [] })).thenThrows("checklist.errors.question_required", { field: "questions" });
    given(checklistTemplateDecider).when(create({ ...content, questions: [{ title: "Q", items: [] }] })).thenThrows("checklist.errors.item_required");
  });
  it("takes a notify interval exactly when mandatory for workers", () => {
    given(checklistTemplateDecider).when(create({ ...content, notifyEach: null })).thenThrows("checklist.errors.notify_required", { field: "notifyEach" });
    given(checklistTemplateDecider)
      .when(create({ ...content, mandatory: false, notifyEach: "daily" }))
      .thenEvents([{ type: "ChecklistTemplateCreated", data: { templateId: 9, ...content, mandatory: false, notifyEach: null, at, by } }]);
  });
  it("answers a change or removal as not found", () => {
    given(checklistTemplateDecider).when({ type: "ChangeChecklistTemplate", content }).thenThrows("errors.not_found", { kind: "not_found" });
    given(checklistTemplateDecider).when({ type: "RemoveChecklistTemplate" }).thenThrows("errors.not_found");
  });
});

describe("checklist template: when created", () => {
  it("is changed with its whole content; the same content records nothing", () => {
    const changed = { ...content, questions: [content.questions[1], content.questions[0]] };
    given(checklistTemplateDecider, [created]).when({ type: "ChangeChecklistTemplate", content: changed }).thenEvents([{ type: "ChecklistTemplateChanged", data: { templateId: 9, ...changed, at, by } }]);
    given(checklistTemplateDecider, [created]).when({ type: "ChangeChecklistTemplate", content }).thenNothing();
    given(checklistTemplateDecider, [created]).when({ type: "CreateChecklistTemplate", templateId: 9, content }).thenThrows("errors.already_exists");
  });
  it("is removed once; a removed template is not changed", () => {
    const removed: ChecklistTemplateEvent = { type: "ChecklistTemplateRemoved", data: { templateId: 9, at, by } };
    given(checklistTemplateDecider, [created]).when({ type: "RemoveChecklistTemplate" }).thenEvents([removed]);
    given(checklistTemplateDecider, [created, removed]).when({ type: "RemoveChecklistTemplate" }).thenNothing();
    given(checklistTemplateDecider, [created, removed]).when({ type: "ChangeChecklistTemplate", content: { ...content, name: "X" } }).thenThrows("errors.not_found");
  });
});

describe("a mandatory template's interval", () => {
  it("is due with no checklist yet, and again once the day, the ISO week or the month has turned", async () => {
    const { isDue } = await import("./template");
    // Wednesday 4 March 2026
    expect(isDue("daily", null, "2026-03-04")).toBe(true);
    expect(isDue("daily", "2026-03-04", "2026-03-04")).toBe(false);
    expect(isDue("daily", "2026-03-03", "2026-03-04")).toBe(true);
    expect(isDue("weekly", "2026-03-02", "2026-03-04")).toBe(false);
    expect(isDue("weekly", "2026-03-01", "2026-03-04")).toBe(true);
    expect(isDue("monthly", "2026-03-01", "2026-03-31")).toBe(false);
    expect(isDue("monthly", "2026-02-28", "2026-03-01")).toBe(true);
  });
});
