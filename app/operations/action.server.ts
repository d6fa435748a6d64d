// What every action that runs a command shares: its metadata (actor, the clock's now, the command
// id from the form's hidden field) and how a refused command reaches the form (STYLE.md).
import { randomUUID } from "node:crypto";
import type { Submission, SubmissionResult } from "@conform-to/react";
import type { Actor } from "~/domain/access/actor";
import { nowIso } from "~/clock.server";
import { ConcurrencyError, isDomainError } from "~/domain/shared/errors";
import type { FlashKind } from "~/auth/flash.server";
import type { CommandMeta, CommandOutcome } from "~/events/handle-command.server";
import { isUuid } from "~/domain/shared/ids";
import { getT } from "~/i18n/i18next.server";


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

/** The command id a form carries; a missing or malformed one gets a fresh id (the command is then not deduplicated). */
export function commandIdFrom(form: FormData): string {
  const v = form.get("commandId");
  return isUuid(v) ? v.toLowerCase() : randomUUID();
}

export function commandMeta(user: Actor, form: FormData): CommandMeta {
  return { actorId: user.id, now: nowIso(), commandId: commandIdFrom(form) };
}

/** The expected version a form carries, or null when it carries none. */
export function expectedVersionFrom(form: FormData): number | null {
  const raw = form.get("expectedVersion");
  // a missing or empty field is "no expected version", not 0 (Number(null) and Number("") are 0)
  if (typeof raw !== "string" || !/^\s*\d{1,9}\s*$/.test(raw)) return null;
  return Number(raw);
}

/**
 * A domain refusal as the form's error (values kept; secrets hidden), with the status the
 * error's kind gives. Anything else is re-thrown to the error boundary.
 */
export async function refusal<T>(
  request: Request,
  submission: Submission<T>,
  err: unknown,
  opts: { hideFields?: string[]; conflictKey?: string } = {},
): Promise<{ result: SubmissionResult<string[]>; status: number }> {
  if (!isDomainError(err)) throw err;
  const t = await getT(request);
  const message =
    err instanceof ConcurrencyError ? t(opts.conflictKey ?? "errors.conflict") : t(err.code, { ...err.params, defaultValue: t("errors.http", { status: err.status, statusText: err.code }) });
  const result = err.field
    ? submission.reply({ fieldErrors: { [err.field]: [message] }, hideFields: opts.hideFields })
    : submission.reply({ formErrors: [message], hideFields: opts.hideFields });
  return { result, status: err.status };
}

/**
 * The flash after a save: the success message only when the command stored something (or this very
 * form had stored it before: a repeat); a save that changed nothing says so instead of "saved".
 */
export function savedFlash(outcome: Pick<CommandOutcome, "eventTypes" | "replayed">, key: string): { kind: FlashKind; key: string } {
  return outcome.replayed || outcome.eventTypes.length > 0 ? { kind: "success", key } : { kind: "info", key: "forms.nothing_changed" };
}
