// Festivities through the JSON API (spec part 1 §7 "Journal", part 2 §7 "Calendar, festivities
// and events"), read only: HR's festivities list of a year (festivity_list: every company's and
// the caller's companies' own), paged as the spec's lists are, and one festivity.
import { z } from "zod";
import { DomainError } from "~/domain/shared/errors";
import { festivitiesOfYear, festivityById, type FestivityRow } from "~/events/queries/festivities.server";
import { hrScopeOf } from "~/operations/person-command.server";
import { zurichToday } from "~/clock.server";
import { endpoint, type Endpoint } from "../endpoint.server";
import { listQuery, pageOf, paged } from "../lists.server";

export const apiFestivity = z.object({
  id: z.number().int(),
  title: z.string(),
  startDate: z.string().describe("YYYY-MM-DD"),
  endDate: z.string().describe("YYYY-MM-DD"),
  isFestivity: z.literal(true),
  companyCode: z.string().nullable().describe("null: every company"),
  cantonCode: z.string().nullable(),
  halfDay: z.boolean(),
});

const festivityOf = (f: FestivityRow) => ({ id: f.id, title: f.title, startDate: f.startDate, endDate: f.endDate, isFestivity: true as const, companyCode: f.companyCode, cantonCode: f.cantonCode, halfDay: f.halfDay });

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
    run: async ({ sql, user, params }) => {
      const f = await festivityById(sql, Number(params.id));
      if (!f || (f.companyCode !== null && !hrScopeOf(user).includes(f.companyCode))) throw new DomainError("not_found", "errors.not_found");
      return { body: festivityOf(f) };
    },
  }),
];
