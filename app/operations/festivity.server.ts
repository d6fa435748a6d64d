// AddFestivity, ChangeFestivity, RemoveFestivity for HR's festivities screens, through the existing
// festivity aggregate (numbered from festivity_id_seq).
import type { Sql } from "~/db.server";
import type { FestivityDetails } from "~/domain/festivity/events";
import { festivityDecider } from "~/domain/festivity/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

export function addFestivity(sql: Sql, details: FestivityDetails, meta: CommandMeta) {
  return handleCommand(sql, festivityDecider, {
    command: (festivityId) => ({ type: "AddFestivity" as const, festivityId, details }),
    meta,
    target: { sequence: "festivity_id_seq" },
  });
}

export function changeFestivity(sql: Sql, festivityId: number, details: FestivityDetails, meta: CommandMeta) {
  return handleCommand(sql, festivityDecider, { command: { type: "ChangeFestivity", details }, meta, target: { id: festivityId } });
}

export function removeFestivity(sql: Sql, festivityId: number, meta: CommandMeta) {
  return handleCommand(sql, festivityDecider, { command: { type: "RemoveFestivity" }, meta, target: { id: festivityId } });
}
