// The zod schema builders of the form inputs (./inputs has the parsers they use): messages are
// translation keys, so conform runs the same schema in the browser and parseWithZod in the action.
// Every builder is required by default ("errors.required" when nothing was entered; conform turns
// "" into undefined); chain `.optional()` for an optional field.
import { z } from "zod";
import { normalizedText, tooLongMessage } from "./text-limits";
import { INPUT_ERRORS, isEmail, parseClockTime, parseDateTime15, parseMoney, parseNumber, parseQuantity, readSwissDate, type NumberOptions, type Parsed } from "./inputs";

/** The irreversible-operation box of a delete nothing can undo (spec §4, part 2 §9): required, and checked on the server. */
export const ACKNOWLEDGED = z.literal("on", { errorMap: () => ({ message: "non_reversible_required" }) });

// ---- zod schema builders -------------------------------------------------------------------

/** The text a form sends, required with "errors.required" (conform turns "" into undefined). */
const sent = () => z.string({ required_error: INPUT_ERRORS.required, invalid_type_error: INPUT_ERRORS.required }).trim().min(1, INPUT_ERRORS.required);

function fromParsed<T>(parse: (s: string) => Parsed<T>) {
  return sent().transform((s, ctx): T => {
    const r = parse(s);
    if (r.ok) return r.value;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: r.error });
    return z.NEVER;
  });
}

/** A date field: DD.MM.YYYY or YYYY-MM-DD in, "YYYY-MM-DD" out; impossible dates refused ("errors.invalid_date"), years outside 1900–2100 too. */
export function swissDate() {
  return fromParsed(readSwissDate);
}

/** A time field: HH:mm or HH:mm:ss in, "HH:mm:ss" out ("errors.invalid_time"). */
export function clockTime() {
  return fromParsed((s) => {
    const t = parseClockTime(s);
    return t ? { ok: true as const, value: t } : { ok: false as const, error: INPUT_ERRORS.time };
  });
}

/**
 * A date-time on a 15-minute step, "YYYY-MM-DD HH:mm:ss" out. Accepts one string or the
 * [date, time] pair that DateField-style date and time inputs sharing one name send.
 */
export function dateTime15() {
  return z.preprocess(
    (v) => {
      if (!Array.isArray(v)) return v;
      const parts = v.map((x) => (typeof x === "string" ? x.trim() : ""));
      // both empty is "nothing entered"; one half alone is an incomplete (invalid) value
      return parts.every((p) => p === "") ? undefined : parts.join(" ").trim() || undefined;
    },
    fromParsed((s) => parseDateTime15(s)),
  );
}

/** A number field: a lone minus is refused, the value clamped to min and max; `integer` refuses decimals. */
export function numberField(options: NumberOptions = {}) {
  return fromParsed((s) => parseNumber(s, options));
}

/** A money field: at most 2 decimals, apostrophes allowed, as integer cents (min/max in cents clamp). */
export function money(options: NumberOptions = {}) {
  return fromParsed((s) => parseMoney(s, options));
}

/** A quantity field: at most 3 decimals, as integer thousandths (min/max in thousandths clamp). */
export function quantity(options: NumberOptions = {}) {
  return fromParsed((s) => parseQuantity(s, options));
}

/** An email by the spec's rule ("validationMessageEmail"). */
export function email() {
  return sent().refine(isEmail, INPUT_ERRORS.email);
}

// ---- texts (their limits: TEXT_LIMITS in ./text-limits) -------------------------------------

export interface BoundedTextOptions {
  /** an empty text is refused with this key ("errors.required" for `true`); optional otherwise */
  required?: boolean | string;
  /** leading and trailing blanks are dropped before counting (true unless told; never for a password) */
  trim?: boolean;
}

/**
 * A text field of at most `max` characters: line breaks kept as LF (counted once, as the field
 * counts them), trimmed unless told, refused beyond `max` with "forms.errors.too_long_max" and
 * the limit. Optional unless `required` ("" and nothing are the same: nothing entered).
 */
export function boundedText(max: number, opts: BoundedTextOptions & { required: true | string }): z.ZodType<string, z.ZodTypeDef, unknown>;
export function boundedText(max: number, opts?: BoundedTextOptions): z.ZodType<string | undefined, z.ZodTypeDef, unknown>;
export function boundedText(max: number, opts: BoundedTextOptions = {}): z.ZodType<string | undefined, z.ZodTypeDef, unknown> {
  const required = opts.required === true ? INPUT_ERRORS.required : opts.required || null;
  let text = z.string({ required_error: required ?? INPUT_ERRORS.required, invalid_type_error: INPUT_ERRORS.value });
  if (opts.trim !== false) text = text.trim();
  text = text.max(max, tooLongMessage(max));
  const field = required ? text.min(1, required) : text;
  return z.preprocess((v) => {
    if (typeof v !== "string") return v === null ? undefined : v;
    const s = normalizedText(v);
    // nothing typed, or (trimmed) only blanks, is nothing entered
    return s === "" || (!required && opts.trim !== false && s.trim() === "") ? undefined : s;
  }, required ? field : field.optional());
}
