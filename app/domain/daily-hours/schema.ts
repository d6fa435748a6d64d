// The daily-hours form's schema (conform in the browser, parseWithZod in the action): start and
// end on the quarter hour, the site, an optional description.
import { z } from "zod";
import { boundedText, dateTime15 } from "../shared/input-schemas";
import { DESCRIPTION_MAX } from "./decider";

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

export const dailyHoursFormSchema = z.object({
  startAt: dateTime15(),
  endAt: dateTime15(),
  siteId: z.preprocess(
    (v) => (typeof v === "string" && /^\d{1,15}$/.test(v.trim()) ? Number(v.trim()) : emptyToUndefined(v)),
    z.number({ required_error: "daily_hours.site_required", invalid_type_error: "daily_hours.unknown_site" }).int().positive("daily_hours.unknown_site"),
  ),
  description: boundedText(DESCRIPTION_MAX),
  commandId: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
});
