// The forms of a site's team and schedules (ADR-0052): their schemas, used by conform in the browser
// and by the command action on the server, and the pure rules the pages show (a phase's state).
import { z } from "zod";
import { INPUT_ERRORS } from "../shared/inputs";
import { PROJECT_FUNCTIONS } from "./events";
import { SCHEDULE_LIMITS, type PhaseState } from "./lists";
export { SCHEDULE_LIMITS, type PhaseState } from "./lists";

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const id = z.preprocess(
  (v) => (typeof v === "string" && /^\s*\d{1,15}\s*$/.test(v) ? Number(v) : emptyToUndefined(v)),
  z.number({ required_error: "errors.required", invalid_type_error: "errors.required" }).int().positive(),
);
const hidden = {
  commandId: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
  expectedVersion: z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : undefined), z.number().int().nonnegative().optional()),
};

/** The chooser's add: the person picked and their function on the site. */
export const addTeamMemberSchema = z.object({
  intent: z.literal("add-team-member"),
  personId: id,
  projectFunction: z.preprocess(emptyToUndefined, z.enum(PROJECT_FUNCTIONS, { errorMap: () => ({ message: "errors.required" }) })),
  ...hidden,
});

/** The confirmed removal of one member. */
export const removeTeamMemberSchema = z.object({ intent: z.literal("remove-team-member"), personId: id, ...hidden });


const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day as `<input type="date">` sends it (YYYY-MM-DD), and a real one. */
const day = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() || undefined : v),
  z
    .string({ required_error: "errors.required" })
    .refine((s) => DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), "errors.invalid_date"),
);

/** A phase to plan: title, first and last day, the responsible person (optional), notes. */
export const planScheduleSchema = z
  .object({
    intent: z.literal("plan-schedule"),
    title: z.preprocess((v) => (typeof v === "string" ? v.trim() || undefined : v), z.string({ required_error: "errors.required" }).max(SCHEDULE_LIMITS.title)),
    startDate: day,
    endDate: day,
    responsibleId: z.preprocess(
      (v) => (v === "" || v === undefined || v === null ? null : typeof v === "string" && /^\d{1,15}$/.test(v) ? Number(v) : v),
      z.number({ invalid_type_error: INPUT_ERRORS.choice }).int().positive().nullable(),
    ),
    // conform reads an empty box as absent: no notes are ""
    notes: z.string().max(SCHEDULE_LIMITS.notes).optional().transform((v) => v ?? ""),
    ...hidden,
  })
  .superRefine((f, ctx) => {
    if (f.endDate < f.startDate) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "errors.start_after_end", path: ["endDate"] });
  });

/** The confirmed removal of one phase. */
export const removeScheduleSchema = z.object({ intent: z.literal("remove-schedule"), scheduleId: id, ...hidden });


/** Where a phase stands on `today` (YYYY-MM-DD, Zurich): both its first and last day count as within it. */
export function phaseOf(phase: { startDate: string; endDate: string }, today: string): PhaseState {
  if (phase.endDate < today) return "past";
  if (phase.startDate > today) return "upcoming";
  return "current";
}

