// DecideToolRequest (ADR-0104: one command a file); what the area's commands share is in tool-command.server.ts.
import type { Sql } from "~/db.server";
import type { DelegatedAuthority } from "~/domain/delegation/approval";
import { toolDecider } from "~/domain/tool/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

/** Approves (and so assigns) or rejects a pending request; the version the list showed is expected, so of two deciding at once one wins. */
export function decideToolRequest(
  sql: Sql,
  toolId: number,
  requestId: number,
  decision: "approve" | "reject",
  mayManage: boolean,
  expectedVersion: number | null,
  meta: CommandMeta,
  /** through a delegation (ADR-0089): the decider checks it and the delegator's right instead of `mayManage` */
  onBehalf: DelegatedAuthority | null = null,
) {
  return handleCommand(sql, toolDecider, {
    command: { type: decision === "approve" ? ("ApproveToolRequest" as const) : ("RejectToolRequest" as const), requestId, mayManage, onBehalf },
    meta,
    target: { id: toolId },
    expectedVersion,
  });
}
