// What the pages that render command forms share: a fresh command id per rendered form, and the
// flash after a save. The posted form's command id and expected version are read once, by the
// command action (commandFieldsOf in app/http/command-action.server.ts; ADR-0048), never here.
import { randomUUID } from "node:crypto";
import type { FlashKind } from "~/ui/flash";
import type { CommandOutcome } from "~/events/handle-command.server";

/** A fresh command id for a form's hidden field. */
export function newCommandId(): string {
  return randomUUID();
}

/**
 * One fresh command id per form a page renders, by the form's name (`commandIdsFor("approve",
 * "reject")` for a row's two forms): a command id is issued per rendered form, never per page
 * (ADR-0001), and `tests/e2e/command-ids.spec.ts` checks every page for two forms sharing one.
 */
export function commandIdsFor<K extends string>(...forms: K[]): Record<K, string> {
  return Object.fromEntries(forms.map((f) => [f, randomUUID()])) as Record<K, string>;
}

/**
 * The flash after a save: the success message only when the command stored something (or this very
 * form had stored it before: a repeat); a save that changed nothing says so instead of "saved".
 */
export function savedFlash(outcome: Pick<CommandOutcome, "eventTypes" | "replayed">, key: string): { kind: FlashKind; key: string } {
  return outcome.replayed || outcome.eventTypes.length > 0 ? { kind: "success", key } : { kind: "info", key: "forms.nothing_changed" };
}
