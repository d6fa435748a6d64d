// The shape of the ids the app issues and accepts from forms: UUIDs (command ids, batch ids,
// derived ids). One pattern, so every place that checks a submitted id checks the same thing.

/** A UUID in its text form, any version, either case ("0190c2e4-7b1a-7c3e-9f00-1a2b3c4d5e6f"). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a submitted value is a UUID (a command id from a hidden field is only trusted if so). */
export function isUuid(v: unknown): v is string {
  return typeof v === "string" && UUID_PATTERN.test(v);
}
