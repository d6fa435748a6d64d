import { describe, it } from "vitest";
import { CTX, given } from "../shared/testing";
import { toolCategoryDecider } from "./category";
import type { ToolCategoryEvent } from "./events";

const at = CTX.now;
const by = CTX.actorId as number;
const created: ToolCategoryEvent = { type: "ToolCategoryCreated", data: { categoryId: 3, name: "Ponteggi", code: null, at, by } };
const deleted: ToolCategoryEvent = { type: "ToolCategoryDeleted", data: { categoryId: 3, at, by } };

describe("tool category: when none exists", () => {
  it("is created with a name (required)", () => {
    given(toolCategoryDecider).when({ type: "CreateToolCategory", categoryId: 3, name: " Ponteggi " }).thenEvents([created]);
    given(toolCategoryDecider).when({ type: "CreateToolCategory", categoryId: 3, name: " " }).thenThrows("errors.required", { field: "name" });
  });
  it("a seeded one keeps its name code", () => {
    given(toolCategoryDecider).when({ type: "CreateToolCategory", categoryId: 2, name: "vehicle", code: "vehicle" }).thenEvents([{ type: "ToolCategoryCreated", data: { categoryId: 2, name: "vehicle", code: "vehicle", at, by } }]);
  });
  it("anything else is unknown", () => {
    given(toolCategoryDecider).when({ type: "DeleteToolCategory", toolsUsing: 0 }).thenThrows("errors.not_found");
  });
});

describe("tool category: when created", () => {
  it("is renamed; the same name records nothing", () => {
    given(toolCategoryDecider, [created]).when({ type: "RenameToolCategory", name: "Scaffolding" }).thenEvents([{ type: "ToolCategoryRenamed", data: { categoryId: 3, name: "Scaffolding", at, by } }]);
    given(toolCategoryDecider, [created]).when({ type: "RenameToolCategory", name: "Ponteggi" }).thenNothing();
  });
  it("still used by a tool is not deleted (category_not_deleted)", () => {
    given(toolCategoryDecider, [created]).when({ type: "DeleteToolCategory", toolsUsing: 2 }).thenThrows("category_not_deleted", { kind: "rule" });
  });
  it("is deleted when no tool uses it; again records nothing, a rename is unknown", () => {
    given(toolCategoryDecider, [created]).when({ type: "DeleteToolCategory", toolsUsing: 0 }).thenEvents([deleted]);
    given(toolCategoryDecider, [created, deleted]).when({ type: "DeleteToolCategory", toolsUsing: 0 }).thenNothing();
    given(toolCategoryDecider, [created, deleted]).when({ type: "RenameToolCategory", name: "X" }).thenThrows("errors.not_found");
  });
});
