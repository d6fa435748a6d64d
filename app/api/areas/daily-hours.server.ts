// Daily hours through the JSON API (spec part 1 §7 "Leaves and expenses": GET
// sites/dailyHours/calendar; part 2 §7: GET and POST sites/dailyHours): a person's hours of a
// month as HR's daily-hours page reads them (dailyHoursOf), the same per day for a calendar, and
// recording hours over the page's operation (recordDailyHours) with its form's schema
// (dailyHoursFormSchema: quarter-hour start and end, the site, a description).
import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import { zurichToday } from "~/clock.server";
import { dailyHoursFormSchema } from "~/domain/daily-hours/schema";
import { DomainError } from "~/domain/shared/errors";
import { TIME_ZONE } from "~/domain/shared/format";
import { dailyHoursOf, type DailyHoursEntry } from "~/events/queries/daily-hours.server";
import { scopedRecord } from "~/http/scope.server";
import { recordDailyHours } from "~/areas/stamping/record-daily-hours.server";
import { endpoint, type Endpoint } from "../endpoint.server";
import { listQuery, pageOf, paged } from "../lists.server";

const apiDailyHours = z.object({
  id: z.number().int(),
  personId: z.number().int(),
  constructionSiteId: z.number().int(),
  siteTitle: z.string().nullable(),
  startAt: z.string().describe("ISO instant"),
  endAt: z.string().describe("ISO instant"),
  minutes: z.number().int(),
  description: z.string(),
});

const entryOf = (personId: number) => (e: DailyHoursEntry) => ({
  id: e.id,
  personId,
  constructionSiteId: e.siteId,
  siteTitle: e.siteTitle,
  startAt: e.startAt.toISOString(),
  endAt: e.endAt.toISOString(),
  minutes: e.minutes,
  description: e.description,
});

const month = z.string().regex(/^20\d{2}-(0[1-9]|1[0-2])$/);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => {
    try {
      return Temporal.PlainDate.from(s, { overflow: "reject" }).toString() === s;
    } catch {
      return false;
    }
  }, "errors.invalid_date");
const zurichDay = (d: Date) => Temporal.Instant.from(d.toISOString()).toZonedDateTimeISO(TIME_ZONE).toPlainDate().toString();

// the form's fields as JSON: the site as constructionSiteId (or siteId), times "YYYY-MM-DD HH:mm" on the quarter hour
const recordBody = z.preprocess((v) => {
  if (!v || typeof v !== "object") return v;
  const b = v as { constructionSiteId?: unknown; siteId?: unknown };
  return { ...v, siteId: b.siteId ?? b.constructionSiteId };
}, dailyHoursFormSchema.omit({ commandId: true }).extend({ personId: z.number().int().positive() }));

export const dailyHoursEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/sites/dailyHours",
    tag: "Daily hours",
    summary: "A person's hours per site in a month (YYYY-MM, default this month)",
    rights: [["read", "hr"]],
    query: listQuery(["startAt"], {
      personId: z.coerce.number().int().positive(),
      month: month.optional(),
    }),
    response: pageOf(apiDailyHours),
    run: async ({ sql, user, query }) => {
      const person = await scopedRecord(sql, user, "stampPerson", query.personId);
      const rows = (await dailyHoursOf(sql, person.principal.personId, query.month ?? zurichToday().toString().slice(0, 7))).map(entryOf(person.principal.personId));
      if (query.orderDirection === "desc") rows.reverse();
      const start = query.pageNumber * query.pageSize;
      return {
        body: paged(rows.slice(start, start + query.pageSize), rows.length, query.pageSize),
      };
    },
  }),
  endpoint({
    method: "GET",
    path: "/sites/dailyHours/calendar",
    tag: "Daily hours",
    summary: "A person's hours per day between two days (YYYY-MM-DD, at most 62 days), with each day's entries",
    rights: [["read", "hr"]],
    query: z.object({
      id: z.coerce.number().int().positive(),
      startDate: day,
      endDate: day,
    }),
    response: z.array(
      z.object({
        date: z.string(),
        minutes: z.number().int(),
        entries: z.array(apiDailyHours),
      }),
    ),
    run: async ({ sql, user, query }) => {
      if (query.endDate < query.startDate || Temporal.PlainDate.from(query.startDate).until(query.endDate).days > 62)
        throw new DomainError("invalid", "errors.start_after_end", {
          field: "endDate",
        });
      const person = await scopedRecord(sql, user, "stampPerson", query.id);
      const months: string[] = [];
      for (
        let m = Temporal.PlainYearMonth.from(query.startDate.slice(0, 7));
        Temporal.PlainYearMonth.compare(m, Temporal.PlainYearMonth.from(query.endDate.slice(0, 7))) <= 0;
        m = m.add({ months: 1 })
      )
        months.push(m.toString());
      const entries = (await Promise.all(months.map((m) => dailyHoursOf(sql, person.principal.personId, m)))).flat();
      const days = new Map<string, DailyHoursEntry[]>();
      for (const e of entries) {
        const d = zurichDay(e.startAt);
        if (d >= query.startDate && d <= query.endDate) days.set(d, [...(days.get(d) ?? []), e]);
      }
      const body = [...days.entries()].map(([date, es]) => ({
        date,
        minutes: es.reduce((s, e) => s + e.minutes, 0),
        entries: es.map(entryOf(person.principal.personId)),
      }));
      return { body };
    },
  }),
  endpoint({
    method: "POST",
    path: "/sites/dailyHours",
    tag: "Daily hours",
    summary: "Record a person's hours on a site (startAt, endAt as 'YYYY-MM-DD HH:mm' on the quarter hour, constructionSiteId, description)",
    rights: [["update", "hr"]],
    body: recordBody,
    write: true,
    response: apiDailyHours,
    run: async ({ sql, user, body, meta }) => {
      const person = await scopedRecord(sql, user, "stampPerson", body.personId);
      const personId = person.principal.personId;
      const outcome = await recordDailyHours(
        sql,
        user,
        {
          personId,
          siteId: body.siteId,
          startAt: body.startAt,
          endAt: body.endAt,
          description: body.description ?? "",
        },
        meta,
      );
      const row = (await dailyHoursOf(sql, personId, body.startAt.slice(0, 7))).find((e) => e.id === outcome.id);
      if (!row) throw new DomainError("not_found", "errors.not_found");
      return { status: 201, body: entryOf(personId)(row) };
    },
  }),
];
