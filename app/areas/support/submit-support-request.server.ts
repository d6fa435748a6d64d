// A signed-in person sends a support request (title, message, the page they were on): a new
// `support-<id>` stream; the person is its PII subject (ADR-0007).
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { supportDecider } from "~/domain/support/decider";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";

/** Records the request as sent by this person. */
export async function submitSupportRequest(
  sql: Sql,
  user: Pick<CurrentUser, "id">,
  input: { title: string; message: string; page: string },
  meta: CommandMeta,
): Promise<CommandOutcome> {
  return handleCommand(sql, supportDecider, {
    command: (id) => ({ type: "SubmitSupportRequest" as const, requestId: id, personId: user.id, title: input.title, message: input.message, page: input.page }),
    meta,
    target: { sequence: "support_request_id_seq" },
    piiSubject: () => `person-${user.id}`,
  });
}
