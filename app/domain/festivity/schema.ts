// The festivity form of HR's festivities screens: a title, a first and a last day (YYYY-MM-DD or
// DD.MM.YYYY), the company (none: every company's). One schema for conform and the command action.
import { z } from "zod";
import { COMPANY_CODES } from "../company/companies";
import { boundedText, swissDate } from "../shared/inputs";

const hidden = {
  commandId: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().max(64).optional()),
  expectedVersion: z.preprocess((v) => (typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : undefined), z.number().int().nonnegative().optional()),
};

export const festivityFormSchema = z
  .object({
    intent: z.enum(["add-festivity", "change-festivity"]),
    title: boundedText(200, { required: true }),
    startDate: swissDate(),
    endDate: swissDate(),
    companyCode: z.preprocess((v) => (v === "" ? undefined : v), z.enum(COMPANY_CODES, { errorMap: () => ({ message: "forms.errors.invalid_choice" }) }).optional()),
    ...hidden,
  })
  .superRefine((f, ctx) => {
    if (f.endDate < f.startDate) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "errors.start_after_end", path: ["endDate"] });
  });

export const removeFestivitySchema = z.object({ intent: z.literal("remove-festivity"), festivityId: z.string().regex(/^\d{1,15}$/), ...hidden });
