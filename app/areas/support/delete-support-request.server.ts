// An administrator deletes a support request (update admin, checked by the route's policy): irreversible,
// so the form's acknowledgement is required before this runs.
import type { Sql } from "~/db.server";
import { supportDecider } from "~/domain/support/decider";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";

/** Deletes the request, once acknowledged. */
export async function deleteSupportRequest(sql: Sql, input: { requestId: number }, meta: CommandMeta): Promise<CommandOutcome> {
  return handleCommand(sql, supportDecider, {
    command: { type: "DeleteSupportRequest", acknowledged: true },
    meta,
    target: { id: input.requestId },
  });
}
