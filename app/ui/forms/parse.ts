// Reading a submitted form against its schema: the one way every form is parsed, in the browser
// (conform's onValidate) and in the action, so both refuse the same input with the same words.
// Two rules hold for every field of every form, whatever its schema says (issue 10):
// - a text holding a character nobody types (NUL, escape, … see hasControlCharacters) is refused
//   beside its field ("forms.errors.invalid_characters"): PostgreSQL cannot store NUL, and the
//   form must answer with its values kept, never with a server error;
// - a text longer than FIELD_MAX_LENGTH (UTF-8 bytes) is refused beside its field ("forms.errors.too_long").
// And zod's own messages (English sentences) never reach a page: an issue without a message of
// the schema's own gets a translation key (inputErrorMap).
// `import/no-restricted-paths`-style lint (.eslintrc.cjs) keeps parseWithZod out of every other file.
import type { Intent, Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { z, type ZodErrorMap, type ZodTypeAny } from "zod";
import { hasControlCharacters, INPUT_ERRORS } from "~/domain/shared/inputs";

/** The longest text any field takes, in UTF-8 bytes (the multipart reader's cap; ADR-0020). */
export const FIELD_MAX_LENGTH = 64 * 1024;

const encoder = new TextEncoder();

function utf8Length(s: string): number {
  // a character is at most 3 UTF-8 bytes per UTF-16 unit: short texts need no encoding
  return s.length * 3 <= FIELD_MAX_LENGTH ? s.length : encoder.encode(s).byteLength;
}

/** zod's issues as translation keys, for every issue whose schema gave no message of its own. */
const inputErrorMap: ZodErrorMap = (issue, ctx) => {
  // why: a contextual map is asked last, after the schema's own (`required_error`, an enum's
  // errorMap); a message that is not zod's default English is the schema's, and it stays
  if (ctx.defaultError !== z.defaultErrorMap(issue, ctx).message) return { message: ctx.defaultError };
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      return { message: issue.received === "undefined" || issue.received === "null" ? INPUT_ERRORS.required : INPUT_ERRORS.value };
    case z.ZodIssueCode.too_small:
      return { message: issue.type === "string" && issue.minimum === 1 ? INPUT_ERRORS.required : INPUT_ERRORS.value };
    case z.ZodIssueCode.too_big:
      return { message: issue.type === "string" ? INPUT_ERRORS.tooLong : INPUT_ERRORS.value };
    case z.ZodIssueCode.invalid_enum_value:
    case z.ZodIssueCode.invalid_literal:
    case z.ZodIssueCode.invalid_union:
    case z.ZodIssueCode.invalid_union_discriminator:
      return { message: INPUT_ERRORS.choice };
    case z.ZodIssueCode.invalid_date:
      return { message: INPUT_ERRORS.date };
    default:
      return { message: INPUT_ERRORS.value };
  }
};

/** Adds an issue for every text in the submitted value that breaks one of the two rules. */
function checkTexts(value: unknown, ctx: z.RefinementCtx, path: (string | number)[] = []): void {
  if (typeof value === "string") {
    if (hasControlCharacters(value)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: INPUT_ERRORS.characters, path });
    else if (utf8Length(value) > FIELD_MAX_LENGTH) ctx.addIssue({ code: z.ZodIssueCode.custom, message: INPUT_ERRORS.tooLong, path });
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => checkTexts(v, ctx, [...path, i]));
  } else if (value && typeof value === "object" && !(typeof File !== "undefined" && value instanceof File)) {
    for (const [k, v] of Object.entries(value)) checkTexts(v, ctx, [...path, k]);
  }
}

function guarded<Schema extends ZodTypeAny>(schema: Schema) {
  return z.any().superRefine((v, ctx) => checkTexts(v, ctx)).pipe(schema);
}

/**
 * The submission of a form: conform's parseWithZod with the rules above. Use it in actions and in
 * `onValidate`; the value is the schema's output, the errors translation keys.
 */
export function parseForm<Schema extends ZodTypeAny>(
  payload: FormData | URLSearchParams,
  options: { schema: Schema | ((intent: Intent | null) => Schema) },
): Submission<z.input<Schema>, string[], z.output<Schema>> {
  const { schema } = options;
  const submission = parseWithZod(payload, {
    schema: typeof schema === "function" ? (intent) => guarded(schema(intent)) : guarded(schema),
    errorMap: inputErrorMap,
  });
  return submission as unknown as Submission<z.input<Schema>, string[], z.output<Schema>>;
}
