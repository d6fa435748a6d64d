// The working-hours form's schema, used by conform in the browser and by parseWithZod in the
// action. It runs the decider's own checks (checkWorkingHours), except the one that needs the
// people list (whether each named person belongs to the rule's company), which the decider does.
import { z } from "zod";
import { COMPANY_CODES } from "../company/companies";
import { parseClockTime } from "../shared/inputs";
import { checkWorkingHours, type WorkingHoursInput } from "./decider";

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** A time as typed ("7:30", "07.30", "0730") as "HH:mm"; unreadable text is kept for the check to name. */
const time = z
  .preprocess((v) => {
    if (typeof v !== "string") return undefined;
    const parsed = parseClockTime(v);
    return parsed ? parsed.slice(0, 5) : v.trim();
  }, z.string().optional())
  // conform turns "" into undefined: nothing typed is "", and the check names it required
  .transform((v) => v ?? "");

const ids = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
  z.array(z.preprocess((x) => (typeof x === "string" && /^\d{1,15}$/.test(x) ? Number(x) : x), z.number({ invalid_type_error: "working_hours.user_of_other_company" }).int().positive())),
);

export interface WorkingHoursFormValue {
  input: WorkingHoursInput;
  commandId: string | undefined;
  expectedVersion: number | undefined;
}

/**
 * The working-hours form: company, winter start and end, summer start and end ("HH:mm", 5-minute
 * steps), scope (all | list) and the people named (userIds, repeated), plus the hidden fields.
 */
export const workingHoursFormSchema = z
  .object({
    companyCode: z.preprocess(emptyToUndefined, z.enum(COMPANY_CODES, { errorMap: () => ({ message: "errors.required" }) })),
    winterStart: time,
    winterEnd: time,
    summerStart: time,
    summerEnd: time,
    scope: z.preprocess(emptyToUndefined, z.enum(["all", "list"]).default("all")),
    userIds: ids,
    commandId: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
    expectedVersion: z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : undefined), z.number().int().nonnegative().optional()),
  })
  .superRefine((f, ctx) => {
    const input = { ...f, allUsers: f.scope === "all" };
    // the people's companies are checked by the decider, which knows them
    const anyone = f.userIds.map((personId) => ({ personId, companyCode: f.companyCode }));
    for (const issue of checkWorkingHours(input, anyone)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: issue.code, path: [issue.field] });
  })
  .transform(
    (f): WorkingHoursFormValue => ({
      input: {
        companyCode: f.companyCode,
        winterStart: f.winterStart,
        winterEnd: f.winterEnd,
        summerStart: f.summerStart,
        summerEnd: f.summerEnd,
        allUsers: f.scope === "all",
        userIds: f.scope === "all" ? [] : f.userIds,
      },
      commandId: f.commandId,
      expectedVersion: f.expectedVersion,
    }),
  );

/** The remove button of a rule (after its confirmation step). */
export const removeWorkingHoursSchema = z.object({
  intent: z.literal("remove-working-hours-rule"),
  commandId: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
  expectedVersion: z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : undefined), z.number().int().nonnegative().optional()),
});
