// The festivity form of HR's festivities screens: a title, a description and a place (optional), a
// first and a last day (YYYY-MM-DD or DD.MM.YYYY), the company (none: every company's). One schema for conform and the command action.
import { z } from "zod";
import { COMPANY_CODES } from "../company/companies";
import { CANTON_CODES } from "./swiss-holidays";
import { boundedText, swissDate } from "../shared/input-schemas";
import { FESTIVITY_LIMITS } from "./lists";
export { FESTIVITY_LIMITS } from "./lists";


const hidden = {
  commandId: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().max(64).optional()),
  expectedVersion: z.preprocess((v) => (typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : undefined), z.number().int().nonnegative().optional()),
};

export const festivityFormSchema = z
  .object({
    intent: z.enum(["add-festivity", "change-festivity"]),
    title: boundedText(200, { required: true }),
    description: boundedText(FESTIVITY_LIMITS.description),
    place: boundedText(FESTIVITY_LIMITS.place),
    startDate: swissDate(),
    endDate: swissDate(),
    companyCode: z.preprocess((v) => (v === "" ? undefined : v), z.enum(COMPANY_CODES, { errorMap: () => ({ message: "forms.errors.invalid_choice" }) }).optional()),
    cantonCode: z.preprocess((v) => (v === "" ? undefined : v), z.enum(CANTON_CODES, { errorMap: () => ({ message: "forms.errors.invalid_choice" }) }).optional()),
    halfDay: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
    ...hidden,
  })
  .superRefine((f, ctx) => {
    if (f.endDate < f.startDate) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "errors.start_after_end", path: ["endDate"] });
    else if (f.halfDay && f.endDate !== f.startDate) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "festivities.half_day_one_day", path: ["endDate"] });
  });

/** The generation form: a year, a canton, the company (none: every company's) and whether the December half days come too (ADR-0062). */
export const generateFestivitiesSchema = z.object({
  intent: z.literal("generate-festivities"),
  year: z.preprocess(
    (v) => (typeof v === "string" && /^\s*\d{1,4}\s*$/.test(v) ? Number(v) : v === "" || v === undefined ? undefined : NaN),
    z.number({ required_error: "errors.required", invalid_type_error: "festivities.generate.invalid_year" }).int().min(1900, "festivities.generate.invalid_year").max(2100, "festivities.generate.invalid_year"),
  ),
  canton: z.enum(CANTON_CODES, { errorMap: (issue) => ({ message: issue.code === "invalid_type" ? "errors.required" : "forms.errors.invalid_choice" }) }),
  companyCode: z.preprocess((v) => (v === "" ? undefined : v), z.enum(COMPANY_CODES, { errorMap: () => ({ message: "forms.errors.invalid_choice" }) }).optional()),
  halfDays: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
  ...hidden,
});

export const removeFestivitySchema = z.object({ intent: z.literal("remove-festivity"), festivityId: z.string().regex(/^\d{1,15}$/), ...hidden });
