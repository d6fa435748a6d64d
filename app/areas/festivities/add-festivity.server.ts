// AddFestivity (ADR-0104: one command a file): HR's festivities screens, through the festivity aggregate (numbered from festivity_id_seq).
import type { Sql } from "~/db.server";
import { festivityDecider } from "~/domain/festivity/decider";
import type { FestivityDetails } from "~/domain/festivity/events";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

export function addFestivity(sql: Sql, details: FestivityDetails, meta: CommandMeta) {
  return handleCommand(sql, festivityDecider, {
    command: (festivityId) => ({ type: "AddFestivity" as const, festivityId, details }),
    meta,
    target: { sequence: "festivity_id_seq" },
  });
}
