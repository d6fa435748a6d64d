// The leave forms' schemas: one per form, used by conform in the browser and by parseWithZod in
// the action. Messages are translation keys. The leave form runs the decider's own input checks
// (checkLeaveInput), so the browser, the action and the rules refuse the same things the same way;
// what needs the person's working hours (an all-day leave's times) is checked by the decider.
import { z } from "zod";
import { bulkDecisionSchema } from "../shared/bulk-decision-schema";
import { messageWithParams, normalizedText } from "../shared/text-limits";
import { LEAVE_DECISIONS } from "./commands";
import { checkLeaveInput, type LeaveInput, type LeavePeriodInput } from "./period";
import { LEAVE_SHAPES } from "./types";

/** "" and missing are the same: nothing entered. */
const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

const text = z.preprocess(emptyToUndefined, z.string().trim().optional());

/** A whole number from a form ("3" or 3); anything else is refused with `message`. */
const wholeNumber = (message: string) =>
  z.preprocess(
    (v) => {
      const e = emptyToUndefined(v);
      return typeof e === "string" ? Number(e.trim()) : e;
    },
    z.number({ invalid_type_error: message }).int(message).optional(),
  );

/** The hidden fields every command form carries (STYLE: idempotency and expected version). */
const commandFields = {
  /** the command id, generated when the form was rendered: a repeat appends nothing */
  commandId: text,
  /** the version the user saw: a different current version is a conflict */
  expectedVersion: z.preprocess(
    (v) => {
      const e = emptyToUndefined(v);
      return typeof e === "string" ? Number(e.trim()) : e;
    },
    z.number().int().nonnegative().optional(),
  ),
};

const leaveFields = z.object({
  type: wholeNumber("leave.invalid_type"),
  shape: z.preprocess(emptyToUndefined, z.enum(LEAVE_SHAPES, { errorMap: () => ({ message: "errors.required" }) }).default("range")),
  startAt: text,
  endAt: text,
  startDate: text,
  endDate: text,
  date: text,
  hours: wholeNumber("leave.invalid_hours"),
  minutes: wholeNumber("leave.invalid_minutes"),
  startTime: text,
  // line breaks kept as LF (a browser sends CR LF); its length is checked with the rest by
  // checkLeaveInput (TEXT_LIMITS.leave.description), once
  description: z.preprocess((v) => (typeof v === "string" ? normalizedText(v) : v), text),
  ...commandFields,
});

type LeaveFields = z.infer<typeof leaveFields>;

function inputOf(f: LeaveFields): LeaveInput {
  const period: LeavePeriodInput =
    f.shape === "allDay"
      ? { shape: "allDay", startDate: f.startDate ?? null, endDate: f.endDate ?? null }
      : f.shape === "hours"
        ? { shape: "hours", date: f.date ?? null, hours: f.hours ?? null, minutes: f.minutes ?? null, startTime: f.startTime ?? null }
        : { shape: "range", startAt: f.startAt ?? null, endAt: f.endAt ?? null };
  return { leaveType: f.type ?? null, period, description: f.description ?? null };
}

/** What the leave form parses to: the input for RequestLeave / EditLeaveRequest and the hidden fields. */
export interface LeaveFormValue {
  leave: LeaveInput;
  commandId: string | undefined;
  expectedVersion: number | undefined;
}

/**
 * The rules' own input checks, as the form's issues (each beside its field). Only the chosen kind's
 * fields are read, and a missing one is named (`leave.required.startDate`: "Enter the first day"),
 * never a bare "required" that could be read as being about another kind's field.
 */
function checkFields(f: LeaveFields, ctx: z.RefinementCtx): void {
  for (const issue of checkLeaveInput(inputOf(f))) {
    const code = issue.code === "errors.required" && issue.field ? `leave.required.${issue.field}` : issue.code;
    const message = issue.params ? messageWithParams(code, issue.params) : code;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message, path: issue.field ? [issue.field] : [] });
  }
}

/**
 * The leave form (request, edit, HR's entry): type required; the kind of duration chosen first
 * (shape: range | allDay | hours), then only its fields are read: start and end required unless
 * all-day; start not after end; an hours leave is 1–8 hours and 0, 15, 30 or 45 minutes on one day.
 * Field names: type, shape (range | allDay | hours), startAt, endAt (datetime-local), startDate,
 * endDate, date (YYYY-MM-DD), hours, minutes, startTime (HH:mm), description, commandId, expectedVersion.
 */
export const leaveFormSchema = leaveFields
  .superRefine(checkFields)
  .transform((f): LeaveFormValue => ({ leave: inputOf(f), commandId: f.commandId, expectedVersion: f.expectedVersion }));

/** HR's form for a request about any person they may see: the leave form plus the person (checked with the rest, so every error shows at once). */
export const hrLeaveFormSchema = leaveFields
  .extend({ personId: text })
  .superRefine((f, ctx) => {
    if (!/^\d{1,15}$/.test(f.personId ?? "") || Number(f.personId) <= 0) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "leave.hr.person_required", path: ["personId"] });
    }
    checkFields(f, ctx);
  })
  .transform((f): LeaveFormValue & { personId: number } => ({
    leave: inputOf(f),
    commandId: f.commandId,
    expectedVersion: f.expectedVersion,
    personId: Number(f.personId),
  }));

/** A request's input as the leave form's default values (the edit form). */
export function leaveFormDefaults(input: LeaveInput): Record<string, string> {
  const out: Record<string, string> = {
    type: input.leaveType === null ? "" : String(input.leaveType),
    shape: input.period.shape,
    description: input.description ?? "",
  };
  const p = input.period;
  const put = (k: string, v: string | number | null) => {
    out[k] = v === null ? "" : String(v);
  };
  if (p.shape === "range") {
    put("startAt", p.startAt);
    put("endAt", p.endAt);
  } else if (p.shape === "allDay") {
    put("startDate", p.startDate);
    put("endDate", p.endDate);
  } else {
    put("date", p.date);
    put("hours", p.hours);
    put("minutes", p.minutes);
    put("startTime", p.startTime);
  }
  return out;
}

const leaveId = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : emptyToUndefined(v)),
  z.number({ required_error: "errors.required", invalid_type_error: "errors.not_found" }).int("errors.not_found").positive("errors.not_found"),
);

/** One approve or reject button on a pending row (plain forms; intent mirrors the command). */
export const leaveDecisionSchema = z.object({
  intent: z.enum(LEAVE_DECISIONS.intents),
  leaveId,
  ...commandFields,
});

/** The withdraw button of a pending request. */
export const withdrawLeaveSchema = z.object({
  intent: z.literal("withdraw-leave-request"),
  leaveId,
  ...commandFields,
});

/** Bulk decisions on the ticked requests, confirmed on a page listing each and its effect on the balance. */
export const bulkLeaveDecisionSchema = bulkDecisionSchema("leaveIds", LEAVE_DECISIONS.intents, "leave.bulk_none_selected");

/**
 * The JSON API's leave (ADR-0077): the leave form's fields and the same checks with the same keys,
 * and the person it is for (absent: the caller). Command id and version come from the call's
 * Idempotency-Key and If-Match headers, not from the body.
 */
export const apiLeaveSchema = leaveFields
  .omit({ commandId: true, expectedVersion: true })
  .extend({ personId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional() })
  .superRefine((f, ctx) => checkFields({ ...f, commandId: undefined, expectedVersion: undefined }, ctx))
  .transform((f) => ({ leave: inputOf({ ...f, commandId: undefined, expectedVersion: undefined }), personId: f.personId ?? null }));
