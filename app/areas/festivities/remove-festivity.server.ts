// RemoveFestivity (ADR-0104: one command a file): HR's festivities screens, through the festivity aggregate (numbered from festivity_id_seq).
import type { Sql } from "~/db.server";
import { festivityDecider } from "~/domain/festivity/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

export function removeFestivity(sql: Sql, festivityId: number, meta: CommandMeta) {
  return handleCommand(sql, festivityDecider, { command: { type: "RemoveFestivity" }, meta, target: { id: festivityId } });
}
