// A tool category's rules (spec part 2 §5): a name is required; a category still used by a tool is
// not deleted (category_not_deleted). How many tools use it is a fact the operation reads from the
// tool list and passes in (ADR-0069 on the window this leaves).
import type { Decider } from "../shared/decider";
import { notFound, ruleBroken } from "../shared/errors";
import type { CategoryCode, ToolCategoryEvent } from "./events";

export const CATEGORY_NAME_MAX = 100;

export type ToolCategoryCommand =
  | { type: "CreateToolCategory"; categoryId: number; name: string; code?: CategoryCode | null }
  | { type: "RenameToolCategory"; name: string }
  | { type: "DeleteToolCategory"; toolsUsing: number };

export interface ToolCategoryState {
  categoryId: number;
  name: string | null;
  deleted: boolean;
}

function checkName(raw: string): string {
  const name = raw.trim();
  if (!name) throw ruleBroken("errors.required", { field: "name" });
  if (name.length > CATEGORY_NAME_MAX) throw ruleBroken("forms.errors.too_long_max", { field: "name", params: { max: CATEGORY_NAME_MAX } });
  return name;
}

/** A category of tools. */
export const toolCategoryDecider: Decider<ToolCategoryState, ToolCategoryCommand, ToolCategoryEvent> = {
  streamType: "tool-category",
  initialState: () => ({ categoryId: 0, name: null, deleted: false }),
  evolve(state, event) {
    switch (event.type) {
      case "ToolCategoryCreated":
        return { categoryId: event.data.categoryId, name: event.data.name, deleted: false };
      case "ToolCategoryRenamed":
        return { ...state, name: event.data.name };
      case "ToolCategoryDeleted":
        return { ...state, deleted: true };
    }
  },
  decide(command, state, ctx) {
    const ref = { categoryId: state.categoryId, at: ctx.now, by: ctx.actorId };
    if (command.type === "CreateToolCategory") {
      if (state.name !== null) throw ruleBroken("errors.already_exists");
      return [{ type: "ToolCategoryCreated", data: { categoryId: command.categoryId, name: checkName(command.name), code: command.code ?? null, at: ctx.now, by: ctx.actorId } }];
    }
    if (state.name === null) throw notFound();
    if (command.type === "DeleteToolCategory") {
      if (state.deleted) return [];
      if (command.toolsUsing > 0) throw ruleBroken("category_not_deleted", { params: { count: command.toolsUsing } });
      return [{ type: "ToolCategoryDeleted", data: ref }];
    }
    if (state.deleted) throw notFound();
    const name = checkName(command.name);
    return name === state.name ? [] : [{ type: "ToolCategoryRenamed", data: { ...ref, name } }];
  },
};
