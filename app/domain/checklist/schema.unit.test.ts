import { describe, expect, it } from "vitest";
import { answersFromForm, applyEditorOp, checklistFilters, newChecklistSchema, questionsFromForm } from "./schema";

const qs = [
  { questionId: 1, title: "A", items: [{ itemId: 1, label: "a1" }, { itemId: 2, label: "a2" }] },
  { title: "B", items: [{ label: "b1" }] },
];

describe("the question editor without JavaScript", () => {
  it("reads the numbered fields in their order, with the ids they carry", () => {
    const entries: [string, string][] = [
      ["q-0-id", "1"], ["q-0-title", "A"], ["q-0-i-0-id", "1"], ["q-0-i-0-label", "a1"], ["q-0-i-1-id", "2"], ["q-0-i-1-label", "a2"],
      ["q-1-title", "B"], ["q-1-i-0-label", "b1"], ["name", "x"], ["q-1-i-0-id", "evil"],
    ];
    expect(questionsFromForm(entries)).toEqual(qs);
  });
  it("adds, removes and moves questions and items; anything else is not an editor button", () => {
    expect(applyEditorOp(qs, "add-question")).toEqual([...qs, { title: "", items: [{ label: "" }] }]);
    expect(applyEditorOp(qs, "remove-question:0")).toEqual([qs[1]]);
    expect(applyEditorOp(qs, "down:0")).toEqual([qs[1], qs[0]]);
    expect(applyEditorOp(qs, "up:0")).toEqual(qs);
    expect(applyEditorOp(qs, "add-item:1")?.[1].items).toEqual([{ label: "b1" }, { label: "" }]);
    expect(applyEditorOp(qs, "remove-item:0:0")?.[0].items).toEqual([{ itemId: 2, label: "a2" }]);
    expect(applyEditorOp(qs, "item-down:0:0")?.[0].items.map((i) => i.label)).toEqual(["a2", "a1"]);
    expect(applyEditorOp(qs, "remove-question:9")).toEqual(qs);
    expect(applyEditorOp(qs, undefined)).toBeNull();
    expect(applyEditorOp(qs, "drop table")).toBeNull();
  });
});

describe("the fill form", () => {
  it("reads each item's answer; an unknown answer is no answer", () => {
    const f = new Map<string, string>([["answer-1", "ok"], ["observation-1", "x"], ["who-1", "Neri"], ["dueDate-1", "2026-03-09"], ["done-1", "on"], ["answer-2", "maybe"]]);
    expect(answersFromForm(f, [1, 2])).toEqual([
      { itemId: 1, answer: "ok", observation: "x", who: "Neri", dueDate: "2026-03-09", done: true },
      { itemId: 2, answer: null, observation: "", who: "", dueDate: null, done: false },
    ]);
  });
});

describe("the list's filters", () => {
  it("takes a site, a template, a status and a page; anything malformed is no filter", () => {
    expect(checklistFilters(new URLSearchParams("site=3&template=9&status=PENDING&page=2"))).toEqual({ siteId: 3, templateId: 9, status: "PENDING", page: 2 });
    expect(checklistFilters(new URLSearchParams("site=x&template=-1&status=DONE&page=0"))).toEqual({ siteId: undefined, templateId: undefined, status: undefined, page: 1 });
  });
});

describe("a new checklist's sites (ADR-0117)", () => {
  const base = { intent: "prepare-checklist", templateId: "9", title: "Sett. 10", date: "2026-03-02", readyBy: "2026-03-06" };
  it("takes one site or several (the field sent again), its own first, each once", () => {
    expect(newChecklistSchema.parse({ ...base, siteId: "3" }).siteId).toEqual([3]);
    expect(newChecklistSchema.parse({ ...base, siteId: ["3", "", "7", "3", "8"] }).siteId).toEqual([3, 7, 8]);
  });
  it("refuses none, or a value that is no site id", () => {
    expect(newChecklistSchema.safeParse({ ...base, siteId: "" }).success).toBe(false);
    expect(newChecklistSchema.safeParse({ ...base, siteId: ["3", "x"] }).success).toBe(false);
  });
});
