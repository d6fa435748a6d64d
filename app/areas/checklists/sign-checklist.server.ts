// SignChecklist (ADR-0104: one command a file); what the area's commands share is in checklist-command.server.ts.
import { CHECKLIST_SIGNATURE_UPLOAD, type Log, withFiles, type SignatureInput } from "./checklist-command.server";
import type { Sql } from "~/db.server";
import { checklistDecider } from "~/domain/checklist/decider";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
import type { FileStore } from "~/storage/store.server";

/** Signs a filled checklist; an image signature is stored under checklist/ first. */
export function signChecklist(sql: Sql, store: FileStore, checklistId: number, input: SignatureInput, expectedVersion: number | null, meta: CommandMeta, log: Log = console.warn): Promise<CommandOutcome> {
  return withFiles(store, input.image ? [input.image] : [], CHECKLIST_SIGNATURE_UPLOAD, log, (images) =>
    handleCommand(sql, checklistDecider, {
      command: { type: "SignChecklist", method: input.method, name: input.name, imageKey: images[0]?.key ?? input.storedImageKey ?? null },
      meta,
      target: { id: checklistId },
      expectedVersion,
    }),
  );
}
