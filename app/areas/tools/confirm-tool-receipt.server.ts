// ConfirmToolReceipt (ADR-0104: one command a file); what the area's commands share is in tool-command.server.ts.
import type { Sql } from "~/db.server";
import { toolDecider } from "~/domain/tool/decider";
import type { ReceiptKind } from "~/domain/tool/events";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

/** Confirms the handover of the current assignment: the holder themselves, or a signed paper recorded by the tool manager (ADR-0079). */
export function confirmToolReceipt(sql: Sql, toolId: number, r: { kind: ReceiptKind; mayManage: boolean }, expectedVersion: number | null, meta: CommandMeta) {
  return handleCommand(sql, toolDecider, { command: { type: "ConfirmToolReceipt", ...r }, meta, target: { id: toolId }, expectedVersion });
}
