// CreateToolCategory (ADR-0104: one command a file); what the area's commands share is in tool-command.server.ts.
import type { Sql } from "~/db.server";
import { toolCategoryDecider } from "~/domain/tool/category";
import type { CategoryCode } from "~/domain/tool/events";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

export function createToolCategory(sql: Sql, name: string, meta: CommandMeta, code: CategoryCode | null = null) {
  return handleCommand(sql, toolCategoryDecider, { command: (categoryId) => ({ type: "CreateToolCategory" as const, categoryId, name, code }), meta, target: { sequence: "tool_category_id_seq" } });
}
