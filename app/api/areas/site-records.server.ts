// A site's team and schedule through the JSON API (spec part 1 §7 "Sites": GET sites/siteWorkTeams,
// GET sites/schedules), read only: the same queries as the site's contacts and schedules pages
// (siteTeamOf, siteSchedulesOf) for a site the caller sees (constructionId; the same 404 outside).
// Adding and removing team members and planning phases go through the pages for now.
import { z } from "zod";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { siteSchedulesOf } from "~/events/queries/site-schedules.server";
import { siteTeamOf } from "~/events/queries/site-team.server";
import { scopedRecord } from "~/http/scope.server";
import { endpoint, type Endpoint } from "../endpoint.server";
import { pageOf, paged } from "../lists.server";

const bySite = z.object({ constructionId: z.coerce.number().int().positive() });

const apiContact = z.object({
  personId: z.number().int(),
  constructionId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  email: z.string().nullable(),
  telephoneNumber: z.string().nullable().describe("the first work phone; personal numbers are never shown"),
  projectFunction: z.string(),
  priorityContact: z.number().int(),
});

const apiSchedule = z.object({
  id: z.number().int(),
  constructionId: z.number().int(),
  title: z.string(),
  startDate: z.string().describe("YYYY-MM-DD"),
  endDate: z.string().describe("YYYY-MM-DD"),
  responsibleId: z.number().int().nullable(),
  notes: z.string(),
});

export const siteRecordEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/sites/siteWorkTeams",
    tag: "Sites",
    summary: "A site's team (the contacts page's)",
    rights: [["read", "sites"], ["read", "onlySitesFav"]],
    query: bySite,
    response: pageOf(apiContact),
    run: async ({ sql, user, query }) => {
      const site = await scopedRecord(sql, user, "site", query.constructionId);
      const team = await siteTeamOf(sql, site.id);
      const data = team.map((m) => ({
        personId: m.personId,
        constructionId: site.id,
        firstName: m.firstName,
        lastName: m.lastName,
        companyName: COMPANY_NAMES[m.companyCode] ?? m.companyCode,
        email: m.email,
        telephoneNumber: m.phone,
        projectFunction: m.projectFunction,
        priorityContact: m.priority,
      }));
      return { body: paged(data, data.length, Math.max(1, data.length)) };
    },
  }),
  endpoint({
    method: "GET",
    path: "/sites/schedules",
    tag: "Sites",
    summary: "A site's planned phases (the schedules page's)",
    rights: [["read", "sites"], ["read", "onlySitesFav"]],
    query: bySite,
    response: pageOf(apiSchedule),
    run: async ({ sql, user, query }) => {
      const site = await scopedRecord(sql, user, "site", query.constructionId);
      const rows = await siteSchedulesOf(sql, site.id);
      const data = rows.map((s) => ({ id: s.id, constructionId: s.siteId, title: s.title, startDate: s.startDate, endDate: s.endDate, responsibleId: s.responsibleId, notes: s.notes }));
      return { body: paged(data, data.length, Math.max(1, data.length)) };
    },
  }),
];
