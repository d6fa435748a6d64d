// How long a typed text may be (issue 23, ADR-0046). Each text field has one limit, declared here
// once: the form's schema refuses a longer text beside its field (boundedText in ./inputs, read
// by parseForm, the typed value kept), the field shows the same number as its maxLength, and a
// decider that checks the text uses it too. A 5,000-character note once broke the leave
// confirmation box; no typed text is unbounded now (parseForm's 64 KiB cap stays for the fields
// no limit names). Pure, and no zod: the sign-in page's browser bundle reads these limits and
// carries no schema library (bench/RESULTS-pages.md).
import { ruleBroken } from "./errors";

/** The longest text of each field, in characters (UTF-16 units, as the browser's maxLength counts them). */
export const TEXT_LIMITS = {
  expense: { reason: 500, place: 200, account: 40 },
  support: { title: 200, message: 5000, page: 500 },
  leave: { description: 2000 },
  /** a stamp's reason: HR's entry, correction, deletion, and the refusal of a proposal */
  stamping: { reason: 500 },
  dailyHours: { description: 1000 },
  /** the sign-in form: generous, so that no password set earlier is ever cut */
  login: { username: 200, password: 200 },
  /** a new password (set by an administrator, or changed in the profile) */
  password: 128,
} as const;

/** The refusal of a text over its limit; its `max` parameter is the limit. */
export const TOO_LONG = "forms.errors.too_long_max";

// A translation key and its parameters as one string, the only shape a zod issue (and so conform's
// field errors) can carry: "forms.errors.too_long_max|{"max":500}". A plain key has no "|".
const PARAMS_SEPARATOR = "|";

export type MessageParams = Record<string, string | number>;

/** A translation key with its parameters, as one message string (read it back with readMessage). */
export function messageWithParams(key: string, params: MessageParams): string {
  return `${key}${PARAMS_SEPARATOR}${JSON.stringify(params)}`;
}

/** A message string as its translation key and parameters; a plain key has none. */
export function readMessage(message: string): { key: string; params: MessageParams } {
  const at = message.indexOf(PARAMS_SEPARATOR);
  if (at < 0) return { key: message, params: {} };
  try {
    const params: unknown = JSON.parse(message.slice(at + 1));
    if (params && typeof params === "object" && !Array.isArray(params)) return { key: message.slice(0, at), params: params as MessageParams };
  } catch {
    // not ours: the whole string is the key
  }
  return { key: message, params: {} };
}

/** The message of a text over `max` characters. */
export function tooLongMessage(max: number): string {
  return messageWithParams(TOO_LONG, { max });
}

/** What a text field holds, counted as its field counts it: a line break is one character (a browser sends CR LF). */
export function normalizedText(value: string): string {
  return value.replace(/\r\n?/g, "\n");
}

/** The length of a typed text as the limit counts it. */
function textLength(value: string): number {
  return normalizedText(value).length;
}

/** Whether a typed text is longer than `max` (line breaks counted once). */
export function isTooLong(value: string, max: number): boolean {
  return textLength(value) > max;
}

/** A decider's check of a typed text: over `max` characters it is refused beside its field, with the limit. */
export function assertWithinLimit(value: string, max: number, field: string): void {
  if (isTooLong(value, max)) throw ruleBroken(TOO_LONG, { field, params: { max } });
}
