// The event form (spec part 2 §5 "Event"): title and start required; the end is required unless a
// duration is used (hours 1–8 and minutes 0/15/30/45, end = start + hours × 60 + minutes); public
// or private; a site's event also needs a description and a place. An all-day event needs only its
// dates: the decider takes its times from the person's working hours; a duration over 8 hours is
// refused on the hours, and the form shows hours and minutes cleared (spec part 2 §4, ADR-0061). One schema for conform in the
// browser and the command action on the server; every refusal is a translation key on its field.
import { z } from "zod";
import { INPUT_ERRORS } from "../shared/inputs";
import { dateTime15, boundedText } from "../shared/input-schemas";
import { parseZurichDateTime, toIsoOffset } from "../shared/zurich-time";
import type { CalendarEventDetails } from "./events";
import { DURATION_HOURS, DURATION_MINUTES, endFromDuration, eventDurationMinutes } from "./view";
import { DURATION_OVER_8H, EVENT_LIMITS } from "./lists";
export { DURATION_OVER_8H, EVENT_LIMITS } from "./lists";

/** The longest duration the form takes: 8 hours; a longer one clears hours and minutes. */
const MAX_DURATION_MINUTES = 8 * 60;

const ticked = (v: unknown) => v === "on" || v === "true";
const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === "";

/** An all-day event's date boxes may come without a time: the day's start stands in (the decider sets the real times). */
function allDayDates(v: unknown): unknown {
  if (typeof v !== "object" || v === null || !ticked((v as Record<string, unknown>).allDay)) return v;
  const o = { ...(v as Record<string, unknown>) };
  for (const k of ["startAt", "endAt"]) {
    const pair = o[k];
    if (Array.isArray(pair) && !blank(pair[0]) && blank(pair[1])) o[k] = [pair[0], "00:00"];
  }
  return o;
}


const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const choice = <T extends readonly number[]>(values: T) =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\s*\d{1,2}\s*$/.test(v) ? Number(v) : emptyToUndefined(v)),
    z
      .number({ invalid_type_error: INPUT_ERRORS.choice })
      .refine((n) => (values as readonly number[]).includes(n), INPUT_ERRORS.choice)
      .optional(),
  );

const hidden = {
  commandId: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
  expectedVersion: z.preprocess((v) => (typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : undefined), z.number().int().nonnegative().optional()),
};

/** The form of an event; `siteEvent`: the event belongs to a site (description and place required). */
export function eventFormSchema(siteEvent: boolean) {
  return z.preprocess(
    allDayDates,
    z
    .object({
      intent: z.enum(["schedule-calendar-event", "reschedule-calendar-event"]),
      title: boundedText(EVENT_LIMITS.title, { required: true }),
      description: siteEvent ? boundedText(EVENT_LIMITS.description, { required: true }) : boundedText(EVENT_LIMITS.description),
      place: siteEvent ? boundedText(EVENT_LIMITS.place, { required: true }) : boundedText(EVENT_LIMITS.place),
      startAt: dateTime15(),
      // why the outer preprocess: the date and time boxes send a pair; both empty is "no end", which .optional() only sees once it is undefined
      endAt: z.preprocess((v) => (Array.isArray(v) && v.every((x) => x === undefined || x === null || String(x).trim() === "") ? undefined : v), dateTime15().optional()),
      hours: choice(DURATION_HOURS),
      minutes: choice(DURATION_MINUTES),
      isPublic: z.preprocess(ticked, z.boolean()),
      allDay: z.preprocess(ticked, z.boolean()),
      ...hidden,
    })
    .superRefine((f, ctx) => {
      if (f.allDay) {
        // the dates alone count; a duration does not apply
        if (f.endAt !== undefined && f.endAt.slice(0, 10) < f.startAt.slice(0, 10)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "errors.start_after_end", path: ["endAt"] });
        return;
      }
      if (f.hours !== undefined && eventDurationMinutes(f.hours, f.minutes ?? 0) > MAX_DURATION_MINUTES) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: DURATION_OVER_8H, path: ["hours"] });
        return;
      }
      const duration = f.hours !== undefined;
      if (!duration && f.minutes !== undefined && f.minutes !== 0) {
        // a duration needs hours and minutes
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: INPUT_ERRORS.required, path: ["hours"] });
        return;
      }
      if (!duration && f.endAt === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, message: INPUT_ERRORS.required, path: ["endAt"] });
      else if (!duration && f.endAt !== undefined && f.endAt < f.startAt) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "errors.start_after_end", path: ["endAt"] });
    }),
  );
}

export type EventFormValue = z.output<ReturnType<typeof eventFormSchema>>;

/** The event's details from the form: the end is the start plus the duration when one is given, else the end entered (an all-day event's: its dates, the decider sets the times). */
export function eventDetailsOf(v: EventFormValue, siteId: number | null): CalendarEventDetails {
  const start = parseZurichDateTime(v.startAt);
  const startAt = start ? toIsoOffset(start) : v.startAt;
  const endAt =
    v.hours !== undefined && !v.allDay ? (endFromDuration(startAt, v.hours, v.minutes ?? 0) ?? startAt) : (() => {
      const end = parseZurichDateTime(v.endAt ?? "");
      return end ? toIsoOffset(end) : "";
    })();
  return { title: v.title, description: v.description ?? "", place: v.place ?? "", startAt, endAt, isPublic: v.isPublic, siteId };
}

/** The duration fields an event shows when edited: its hours and minutes when they fit the choices (at most 8 hours), else none (the end is shown). */
export function durationFieldsOf(startAt: string, endAt: string): { hours: string; minutes: string } {
  const minutes = Math.round((Date.parse(endAt) - Date.parse(startAt)) / 60_000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (minutes > 8 * 60 || !(DURATION_HOURS as readonly number[]).includes(h) || !(DURATION_MINUTES as readonly number[]).includes(m)) return { hours: "", minutes: "" };
  return { hours: String(h), minutes: String(m) };
}

/** Cancelling an event from its edit page (the confirmation step's form). */
export const cancelEventSchema = z.object({ intent: z.literal("cancel-calendar-event"), eventId: z.string().max(20).optional(), commandId: z.string().max(64).optional(), expectedVersion: z.string().max(12).optional() });
