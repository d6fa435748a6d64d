// DeleteToolCategory (ADR-0104: one command a file); what the area's commands share is in tool-command.server.ts.
import { categoryStillUnused } from "./tool-command.server";
import type { Sql } from "~/db.server";
import { toolCategoryDecider } from "~/domain/tool/category";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { toolsUsingCategory } from "~/events/queries/tools.server";

/** Deletes a category no tool uses (category_not_deleted otherwise, checked again under the category's lock). */
export async function deleteToolCategory(sql: Sql, categoryId: number, meta: CommandMeta) {
  const toolsUsing = await toolsUsingCategory(sql, categoryId);
  return handleCommand(sql, toolCategoryDecider, {
    command: { type: "DeleteToolCategory", toolsUsing },
    meta,
    target: { id: categoryId },
    afterAppend: (tx, events) => (events.length > 0 ? categoryStillUnused(tx, categoryId) : Promise.resolve()),
  });
}
