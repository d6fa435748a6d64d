// The event form (spec part 2 §5 "Event"): title and start required; the end is required unless a
// duration is used (hours 1–8 and minutes 0/15/30/45, end = start + hours × 60 + minutes); public
// or private; a site's event also needs a description and a place. One schema for conform in the
// browser and the command action on the server; every refusal is a translation key on its field.
import { z } from "zod";
import { dateTime15, boundedText, INPUT_ERRORS } from "../shared/inputs";
import { parseZurichDateTime, toIsoOffset } from "../shared/zurich-time";
import type { CalendarEventDetails } from "./events";
import { DURATION_HOURS, DURATION_MINUTES, endFromDuration } from "./view";

export const EVENT_LIMITS = { title: 200, description: 2000, place: 200 } as const;

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
  return z
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
      isPublic: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
      ...hidden,
    })
    .superRefine((f, ctx) => {
      const duration = f.hours !== undefined;
      if (!duration && f.minutes !== undefined && f.minutes !== 0) {
        // a duration needs hours and minutes
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: INPUT_ERRORS.required, path: ["hours"] });
        return;
      }
      if (!duration && f.endAt === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, message: INPUT_ERRORS.required, path: ["endAt"] });
      else if (!duration && f.endAt !== undefined && f.endAt < f.startAt) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "errors.start_after_end", path: ["endAt"] });
    });
}

export type EventFormValue = z.output<ReturnType<typeof eventFormSchema>>;

/** The event's details from the form: the end is the start plus the duration when one is given, else the end entered. */
export function eventDetailsOf(v: EventFormValue, siteId: number | null): CalendarEventDetails {
  const start = parseZurichDateTime(v.startAt);
  const startAt = start ? toIsoOffset(start) : v.startAt;
  const endAt =
    v.hours !== undefined ? (endFromDuration(startAt, v.hours, v.minutes ?? 0) ?? startAt) : (() => {
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
