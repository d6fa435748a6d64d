// The stamping forms' schemas: one per form, used by conform in the browser and by parseWithZod in
// the action. Messages are translation keys. What needs the stream or other stamps (the time not
// in the future, an unpaired partner, who may act) is checked by the decider.
import { z } from "zod";
import { INPUT_ERRORS, parseClockTime, parseSwissDate } from "../shared/inputs";
import { boundedText, clockTime, dateTime15 } from "../shared/input-schemas";
import { REASON_MAX, STAMP_KINDS } from "./types";

/** "" and missing are the same: nothing entered. */
const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

const optionalText = (max = 200) => z.preprocess(emptyToUndefined, z.string().trim().max(max).optional());

/** A coordinate sent by the browser: anything unreadable is dropped (a stamp is never refused for its place). */
const coordinate = z.preprocess((v) => {
  const e = emptyToUndefined(v);
  if (typeof e !== "string") return undefined;
  const n = Number(e.trim());
  return Number.isFinite(n) ? n : undefined;
}, z.number().optional());

/** Text the browser adds on its own (its clock, a preset's id): anything unusable is dropped, never refused. */
const lenientText = (max: number) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() !== "" && v.trim().length <= max ? v.trim() : undefined), z.string().optional());

const id = z.preprocess(
  (v) => (typeof v === "string" && /^\d{1,15}$/.test(v.trim()) ? Number(v.trim()) : emptyToUndefined(v)),
  z.number({ required_error: "errors.required", invalid_type_error: "errors.not_found" }).int("errors.not_found").positive("errors.not_found"),
);

/** The hidden fields every command form carries (STYLE: idempotency and expected version). */
const commandFields = {
  commandId: optionalText(64),
  expectedVersion: z.preprocess(
    (v) => {
      const e = emptyToUndefined(v);
      return typeof e === "string" ? Number(e.trim()) : e;
    },
    z.number().int().nonnegative().optional(),
  ),
};

/** The site chosen on the clock form (ADR-0122): "" is no site; anything but an id is not one of the person's sites. */
const siteChoice = z.preprocess(
  (v) => (typeof v === "string" && /^\d{1,15}$/.test(v.trim()) ? Number(v.trim()) : emptyToUndefined(v)),
  z.number({ invalid_type_error: "stamping.site.not_assigned" }).int("stamping.site.not_assigned").positive("stamping.site.not_assigned").optional(),
);

const kind = z.preprocess(emptyToUndefined, z.enum(STAMP_KINDS, { errorMap: () => ({ message: "stamping.kind_required" }) }));

/** Why HR enters, corrects or deletes a stamp: required, at most TEXT_LIMITS.stamping.reason characters. */
const reason = boundedText(REASON_MAX, { required: "stamping.reason_required" });

/**
 * A date and a time to the minute, "YYYY-MM-DD HH:mm:00" out: a correction keeps whatever minute
 * the stamp was made at (a clock stamp at 07:58 is corrected in its kind without moving it).
 * Takes the [date, time] pair of DateTimeField or one string.
 */
function dateTimeMinute() {
  return z.preprocess(
    (v) => {
      const parts = Array.isArray(v) ? v.map((x) => (typeof x === "string" ? x.trim() : "")) : typeof v === "string" ? v.trim().split(/\s+|T/) : [];
      return parts.every((p) => p === "") ? undefined : parts;
    },
    z
      .array(z.string(), { required_error: INPUT_ERRORS.required })
      .transform((parts, ctx) => {
        // conform may hand an empty pair on as []
        if (parts.every((p) => p.trim() === "")) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: INPUT_ERRORS.required });
          return z.NEVER;
        }
        const date = parseSwissDate(parts[0] ?? "");
        const time = parseClockTime(parts[1] ?? "");
        if (!date || !time) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: date ? INPUT_ERRORS.time : INPUT_ERRORS.date });
          return z.NEVER;
        }
        return `${date} ${time.slice(0, 5)}:00`;
      }),
  );
}

/**
 * The clock buttons (one form, two submit buttons named `kind`): with JavaScript the browser adds
 * its location (latitude, longitude) and its clock (deviceAt); without it the person may pick a
 * preset. `from` says where to come back to (the dashboard's button).
 */
export const clockSchema = z.object({
  intent: z.literal("record-stamp"),
  kind,
  latitude: coordinate,
  longitude: coordinate,
  preset: lenientText(40),
  siteId: siteChoice,
  deviceAt: lenientText(64),
  from: z.preprocess(emptyToUndefined, z.enum(["dashboard"]).optional()),
  /** "1": sent from the device's queue, tapped without a connection; the stamp holds deviceAt (ADR-0124) */
  queued: z.preprocess((v) => (v === "1" ? true : undefined), z.literal(true).optional()),
  ...commandFields,
});

/**
 * "I forgot to clock in" (ADR-0042): clock out now while off duty, with the time the work started,
 * which goes to HR as a proposal. The place fields as on the clock form.
 */
export const missingEntryClockSchema = z.object({
  intent: z.literal("record-stamp-missing-entry"),
  missingEntryTime: clockTime().transform((t) => t.slice(0, 5)),
  latitude: coordinate,
  longitude: coordinate,
  preset: lenientText(40),
  siteId: siteChoice,
  deviceAt: lenientText(64),
  ...commandFields,
});

/** The one-field proposal for a forgotten stamp: the partner's id (hidden) and the time. */
export const proposalSchema = z.object({
  intent: z.literal("propose-missing-stamp"),
  partnerId: id,
  time: clockTime().transform((t) => t.slice(0, 5)),
  ...commandFields,
});

/**
 * The foreman's crew form (ADR-0123): the site (hidden), the people ticked (`personId`, one or more)
 * and the kind (two submit buttons named `kind`).
 */
export const crewStampSchema = z.object({
  intent: z.literal("record-crew-stamps"),
  siteId: id,
  personId: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.preprocess((x) => (typeof x === "string" && /^\d{1,15}$/.test(x.trim()) ? Number(x.trim()) : x), z.number({ invalid_type_error: "errors.not_found" }).int().positive()))
      .min(1, "stamping.crew.none_ticked")
      .max(200, "stamping.crew.none_ticked"),
  ),
  kind,
  ...commandFields,
});

/** HR's entry of a stamp for someone: kind, date and quarter-hour time, reason. */
export const addStampSchema = z.object({
  intent: z.literal("add-stamp"),
  kind,
  stampedAt: dateTime15(),
  reason,
  ...commandFields,
});

/** HR's correction of a stamp: the new kind and time (to the minute), and why. */
export const correctStampSchema = z.object({
  intent: z.literal("correct-stamp"),
  kind,
  stampedAt: dateTimeMinute(),
  reason,
  ...commandFields,
});

/** Deleting a stamp, after the confirmation step: why. */
export const deleteStampSchema = z.object({
  intent: z.literal("delete-stamp"),
  reason,
  ...commandFields,
});

/** HR's decision on a proposal: accept, or refuse with an optional reason. */
export const decisionSchema = z.object({
  intent: z.enum(["accept-missing-stamp", "refuse-missing-stamp"]),
  stampId: id,
  reason: boundedText(REASON_MAX),
  ...commandFields,
});
