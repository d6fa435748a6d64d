// RenameToolCategory (ADR-0104: one command a file); what the area's commands share is in tool-command.server.ts.
import type { Sql } from "~/db.server";
import { toolCategoryDecider } from "~/domain/tool/category";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

export function renameToolCategory(sql: Sql, categoryId: number, name: string, meta: CommandMeta) {
  return handleCommand(sql, toolCategoryDecider, { command: { type: "RenameToolCategory", name }, meta, target: { id: categoryId } });
}
