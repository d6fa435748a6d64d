// The shape of the ids the app issues and accepts from forms: UUIDs (command ids, batch ids,
// derived ids). One pattern, so every place that checks a submitted id checks the same thing.

/** A UUID in its text form, any version, either case ("0190c2e4-7b1a-7c3e-9f00-1a2b3c4d5e6f"). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a submitted value is a UUID (a command id from a hidden field is only trusted if so). */
export function isUuid(v: unknown): v is string {
  return typeof v === "string" && UUID_PATTERN.test(v);
}

/** How many forms one row may carry (its approve and reject, …): the low hex digit of the id. */
const FORMS_PER_ROW = 16;
/** The largest row number a row's command id can carry (its last 12 hex digits, less the form's). */
const ROW_LIMIT = 2 ** 48 / FORMS_PER_ROW;

/**
 * The command id of one form of one row on a list (ADR-0091): the page's random id (a fresh UUID
 * per render, from the loader) keeps its first 24 characters — 74 random bits that keep one
 * render's forms apart from every other page's and session's — and the row's number (a site's or
 * a request's id) and the form's (0 to 15: approve, reject, …) fill the last 12 hex digits, which
 * keep the forms of one render apart. A UUID in form, so the command path checks and binds it like
 * any other; 50 rows share a prefix, which gzip sends once instead of 50 random ids.
 */
export function rowCommandId(pageId: string, row: number, form = 0): string {
  if (!isUuid(pageId)) throw new Error("rowCommandId: the page id is not a UUID");
  if (!Number.isSafeInteger(row) || row < 0 || row >= ROW_LIMIT) throw new Error(`rowCommandId: row ${row} out of range`);
  if (!Number.isInteger(form) || form < 0 || form >= FORMS_PER_ROW) throw new Error(`rowCommandId: form ${form} out of range`);
  return pageId.slice(0, 24).toLowerCase() + (row * FORMS_PER_ROW + form).toString(16).padStart(12, "0");
}
