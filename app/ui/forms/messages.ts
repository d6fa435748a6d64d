// A form's error messages are translation keys, some with their parameters inside
// ("forms.errors.too_long_max|{"max":500}", see ~/domain/shared/text-limits): this is how every
// form shows one, in the browser and in an action's reply alike.
import type { TFunction } from "i18next";
import { readMessage } from "~/domain/shared/text-limits";

/** A form error as the user reads it: its key translated with the parameters it carries. */
export function errorText(t: TFunction, message: string): string {
  const { key, params } = readMessage(message);
  return t(key, params);
}

/** Several errors of one field or form as one sentence each, joined. */
export function errorsText(t: TFunction, messages: readonly string[] | undefined): string {
  return (messages ?? []).map((m) => errorText(t, m)).join(" ");
}

/** The first error of a refused form (its own, else a field's), as the user reads it; null when there is none. */
export function refusedText(t: TFunction, result: { error?: Record<string, string[] | null> | null } | undefined | null): string | null {
  const errors = result?.error ?? {};
  const first = (errors[""] ?? Object.values(errors).find((e) => e && e.length > 0) ?? [])[0];
  return first ? errorText(t, first) : null;
}

/** The first message of a refused form (above the form, else beside a field), already translated by the action: a confirmation step shows it above its buttons. */
export function formError(result: { error?: Record<string, string[] | null> | null } | undefined | null): string | null {
  const errors = result?.error ?? {};
  return (errors[""] ?? Object.values(errors).find((e) => e && e.length > 0) ?? [])[0] || null;
}
