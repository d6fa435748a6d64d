// SetWorkingTimeCarryOver (issue 36, ADR-0136): HR records what a person's working-time balance
// carries into a balance year, on the person's account stream `worktime-<personId>`; the person's
// day of employment is read for the rule on the date.
import type { Sql } from "~/db.server";
import { workingTimeDecider } from "~/domain/working-time/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

export async function setWorkingTimeCarryOver(sql: Sql, input: { personId: number; date: string; minutes: number; reason: string }, meta: CommandMeta) {
  const [person] = await sql<{ hired_at: string | null }[]>`SELECT hired_at::text AS hired_at FROM person_list WHERE id = ${input.personId}`;
  return handleCommand(sql, workingTimeDecider, {
    command: { type: "SetWorkingTimeCarryOver" as const, ...input, hiredAt: person?.hired_at ?? null },
    meta,
    target: { id: input.personId },
  });
}
