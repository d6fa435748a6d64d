// The journal's forms (ADR-0063): one schema per form for conform in the browser and the command
// action on the server; every refusal is a translation key on its field. The photos are checked
// on their bytes by the action (app/http/uploads.server.ts), not here.
import { z } from "zod";
import { INPUT_ERRORS, parseNumber } from "../shared/inputs";
import { ACKNOWLEDGED, boundedText } from "../shared/input-schemas";
import { messageWithParams } from "../shared/text-limits";
import { DAILY_LOG_LIMITS, TEMPERATURE_RANGE, WEATHER_CONDITIONS, type DailyLog, type WeatherCondition } from "./daily-log";
import { JOURNAL_LIMITS } from "./decider";

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const id = z.preprocess((v) => (typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : undefined), z.number({ required_error: INPUT_ERRORS.value }).int().positive());
const hidden = {
  commandId: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
  expectedVersion: z.preprocess((v) => (typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : undefined), z.number().int().nonnegative().optional()),
};

const TEMPERATURE_MESSAGE = messageWithParams("journal.errors.temperature_range", TEMPERATURE_RANGE);
const asList = (v: unknown) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]);

/**
 * The daily log's fields (ADR-0067), the same in a new post's form and an edit's: the weather (a
 * choice and a whole temperature, a temperature needing a choice), the people on site (the team's
 * checkboxes, pre-ticked from the day's stamps) and others in a line, equipment, delays, incidents.
 */
const dailyLogFields = {
  weather: z.preprocess(emptyToUndefined, z.enum(WEATHER_CONDITIONS, { errorMap: () => ({ message: INPUT_ERRORS.choice }) }).optional()),
  temperature: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined) return undefined;
        const n = parseNumber(v);
        if (!n.ok || !Number.isInteger(n.value) || n.value < TEMPERATURE_RANGE.min || n.value > TEMPERATURE_RANGE.max) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: TEMPERATURE_MESSAGE });
          return z.NEVER;
        }
        return n.value;
      }),
  ),
  crew: z.preprocess(
    (v) => asList(v).map((x) => (typeof x === "string" && /^\d{1,12}$/.test(x) ? Number(x) : NaN)),
    z.array(z.number({ invalid_type_error: INPUT_ERRORS.value }).int(INPUT_ERRORS.value).positive(INPUT_ERRORS.value)).max(DAILY_LOG_LIMITS.crew, messageWithParams("journal.errors.too_many_crew", { max: DAILY_LOG_LIMITS.crew })),
  ),
  crewNote: boundedText(DAILY_LOG_LIMITS.crewNote),
  equipment: boundedText(DAILY_LOG_LIMITS.text),
  delays: boundedText(DAILY_LOG_LIMITS.text),
  incidents: boundedText(DAILY_LOG_LIMITS.text),
};

type DailyLogValue = { weather?: WeatherCondition; temperature?: number; crew: number[]; crewNote?: string; equipment?: string; delays?: string; incidents?: string };

/** A temperature given without a weather choice is refused beside the choice. */
function weatherNeedsChoice(v: { weather?: string; temperature?: number }, ctx: z.RefinementCtx) {
  if (v.temperature !== undefined && v.weather === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["weather"], message: "journal.errors.weather_required" });
}

/** The daily log a form's values describe (the decider drops an empty one). */
export function dailyLogOf(v: DailyLogValue): DailyLog {
  return {
    weather: v.weather ? { condition: v.weather, temperatureC: v.temperature ?? null } : null,
    crew: v.crew,
    crewNote: v.crewNote ?? "",
    equipment: v.equipment ?? "",
    delays: v.delays ?? "",
    incidents: v.incidents ?? "",
  };
}

/** The days a post may be written for: today, or yesterday (a foreman, update sites). */
const JOURNAL_DAYS = ["today", "yesterday"] as const;

/** A new post (the journal's page and the dashboard's quick add). */
export const writeEntrySchema = z.object({
  intent: z.literal("write-journal-entry"),
  title: boundedText(JOURNAL_LIMITS.title, { required: true }),
  description: boundedText(JOURNAL_LIMITS.description),
  // the photos are checked on their bytes by the action; named here so the form has the field
  photos: z.unknown().optional(),
  day: z.preprocess(emptyToUndefined, z.enum(JOURNAL_DAYS, { errorMap: () => ({ message: INPUT_ERRORS.choice }) }).optional()),
  ...dailyLogFields,
  ...hidden,
}).superRefine(weatherNeedsChoice);

/** A post's new title, text and the photos kept (a photo not kept is removed), with more photos. */
export const reviseEntrySchema = z.object({
  intent: z.literal("revise-journal-entry"),
  title: boundedText(JOURNAL_LIMITS.title, { required: true }),
  description: boundedText(JOURNAL_LIMITS.description),
  photos: z.unknown().optional(),
  keep: z.preprocess((v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]), z.array(z.string().max(300)).max(JOURNAL_LIMITS.images)),
  ...dailyLogFields,
  ...hidden,
}).superRefine(weatherNeedsChoice);

/** Removing a post (its photos are deleted): irreversible, so the box is required. */
export const removeEntrySchema = z.object({ intent: z.literal("remove-journal-entry"), acknowledged: ACKNOWLEDGED, ...hidden });

/** A comment: not empty (the decider says so too, for a text of blanks). */
export const addCommentSchema = z.object({
  intent: z.literal("add-journal-comment"),
  journalId: id,
  comment: boundedText(JOURNAL_LIMITS.comment, { required: "journal.errors.comment_empty" }),
  ...hidden,
});

/** Removing a comment: nothing brings it back, so the box is required. */
export const removeCommentSchema = z.object({ intent: z.literal("remove-journal-comment"), journalId: id, commentId: id, acknowledged: ACKNOWLEDGED, ...hidden });
export const likeSchema = z.object({ intent: z.enum(["like-journal-entry", "unlike-journal-entry"]), journalId: id, ...hidden });
