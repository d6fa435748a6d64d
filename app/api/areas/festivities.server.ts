// Festivities through the JSON API (spec part 1 §7 "Journal", part 2 §7 "Calendar, festivities
// and events"): HR's festivities list of a year (festivity_list: every company's and the caller's
// companies' own), paged as the spec's lists are, one festivity, and adding, changing and removing
// one over the same operations and schema as HR's festivity forms (festivityFormSchema: the same
// checks and keys; dates as YYYY-MM-DD or DD.MM.YYYY).
import { z } from "zod";
import { festivityFormSchema } from "~/domain/festivity/schema";
import { DomainError } from "~/domain/shared/errors";
import { addFestivity } from "~/areas/festivities/add-festivity.server";
import { changeFestivity } from "~/areas/festivities/change-festivity.server";
import { removeFestivity } from "~/areas/festivities/remove-festivity.server";
import { festivitiesOfYear, type FestivityRow } from "~/events/queries/festivities.server";
import { hrScopeOf } from "~/areas/people/person-command.server";
import { zurichToday } from "~/clock.server";
import { scopedRecord } from "~/http/scope.server";
import { endpoint, type Endpoint } from "../endpoint.server";
import { listQuery, pageOf, paged } from "../lists.server";

const apiFestivity = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  place: z.string().nullable(),
  startDate: z.string().describe("YYYY-MM-DD"),
  endDate: z.string().describe("YYYY-MM-DD"),
  isFestivity: z.literal(true),
  companyCode: z.string().nullable().describe("null: every company"),
  cantonCode: z.string().nullable(),
  halfDay: z.boolean(),
});

const festivityOf = (f: FestivityRow) => ({ id: f.id, title: f.title, description: f.description, place: f.place, startDate: f.startDate, endDate: f.endDate, isFestivity: true as const, companyCode: f.companyCode, cantonCode: f.cantonCode, halfDay: f.halfDay });

/** The spec's body read as HR's festivity form reads its fields (halfDay true/false as the checkbox). */
const festivityBody = (intent: "add-festivity" | "change-festivity") =>
  z.preprocess(
    (v) => (v && typeof v === "object" ? { ...v, intent, halfDay: (v as { halfDay?: unknown }).halfDay === true ? "true" : "" } : v),
    festivityFormSchema,
  );

const detailsOf = (v: z.output<typeof festivityFormSchema>) => ({ title: v.title, description: v.description ?? null, place: v.place ?? null, startDate: v.startDate, endDate: v.endDate, companyCode: v.companyCode ?? null, cantonCode: v.cantonCode ?? null, halfDay: v.halfDay });

type Sortable = "startDate" | "title" | "id";

export const festivityEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/journal/festivities",
    tag: "Festivities",
    summary: "The festivities of a year (default: this year)",
    rights: [["read", "hr"]],
    query: listQuery(["startDate", "title", "id"], { year: z.coerce.number().int().min(1900).max(2999).optional() }),
    response: pageOf(apiFestivity),
    run: async ({ sql, user, query }) => {
      const scope = hrScopeOf(user);
      const year = query.year ?? zurichToday().year;
      const words = (query.search ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      const all = (await festivitiesOfYear(sql, year)).filter((f) => (f.companyCode === null || scope.includes(f.companyCode)) && words.every((w) => f.title.toLowerCase().includes(w)));
      const by: Sortable = query.orderBy ?? "startDate";
      const sign = (query.orderDirection ?? "asc") === "asc" ? 1 : -1;
      all.sort((a, b) => sign * (by === "id" ? a.id - b.id : String(a[by]).localeCompare(String(b[by]))) || a.id - b.id);
      const from = query.pageNumber * query.pageSize;
      return { body: paged(all.slice(from, from + query.pageSize).map(festivityOf), all.length, query.pageSize) };
    },
  }),
  endpoint({
    method: "GET",
    path: "/journal/festivities/{id}",
    tag: "Festivities",
    summary: "One festivity",
    rights: [["read", "hr"]],
    response: apiFestivity,
    run: async ({ sql, user, params }) => ({ body: festivityOf(await scopedRecord(sql, user, "festivity", params.id)) }),
  }),
  endpoint({
    method: "POST",
    path: "/journal/festivities",
    tag: "Festivities",
    summary: "Add a festivity (companyCode absent: every company's)",
    rights: [["update", "hr"]],
    body: festivityBody("add-festivity"),
    write: true,
    response: apiFestivity,
    run: async ({ sql, user, body, meta }) => {
      if (body.companyCode && !hrScopeOf(user).includes(body.companyCode)) throw new DomainError("not_found", "errors.not_found", { field: "companyCode" });
      const outcome = await addFestivity(sql, detailsOf(body), meta);
      return { status: 201, body: festivityOf(await scopedRecord(sql, user, "festivity", String(outcome.id))) };
    },
  }),
  endpoint({
    method: "PUT",
    path: "/journal/festivities/{id}",
    tag: "Festivities",
    summary: "Change a festivity",
    rights: [["update", "hr"]],
    body: festivityBody("change-festivity"),
    write: true,
    response: apiFestivity,
    run: async ({ sql, user, params, body, meta }) => {
      const f = await scopedRecord(sql, user, "festivity", params.id);
      if (body.companyCode && !hrScopeOf(user).includes(body.companyCode)) throw new DomainError("not_found", "errors.not_found", { field: "companyCode" });
      await changeFestivity(sql, f.id, { ...detailsOf(body), holidayKey: f.holidayKey }, meta);
      return { body: festivityOf(await scopedRecord(sql, user, "festivity", params.id)) };
    },
  }),
  endpoint({
    method: "DELETE",
    path: "/journal/festivities/{id}",
    tag: "Festivities",
    summary: "Remove a festivity",
    rights: [["update", "hr"]],
    write: true,
    response: z.null(),
    run: async ({ sql, user, params, meta }) => {
      const f = await scopedRecord(sql, user, "festivity", params.id);
      await removeFestivity(sql, f.id, meta);
      return { status: 204, body: null };
    },
  }),
];
