// A site's team and schedule through the JSON API (spec part 1 §7 "Sites": GET sites/siteWorkTeams,
// GET sites/schedules), read only: the same queries as the site's contacts and schedules pages
// (siteTeamOf, siteSchedulesOf) for a site the caller sees (constructionId; the same 404 outside).
// Adding and removing team members (POST / DELETE sites/siteWorkTeams) run the contacts pages'
// operations (addTeamMember, removeTeamMember) with the add form's schema; a membership's id is
// `<constructionId>-<personId>` (a person is on a site's team once). Planning phases go through
// the schedules page.
import { z } from "zod";
import { DomainError } from "~/domain/shared/errors";
import { PROJECT_FUNCTIONS } from "~/domain/site/events";
import { addTeamMemberSchema } from "~/domain/site/team-forms";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { siteSchedulesOf } from "~/events/queries/site-schedules.server";
import { siteTeamOf } from "~/events/queries/site-team.server";
import { scopedRecord } from "~/http/scope.server";
import { addTeamMember } from "~/areas/sites/add-team-member.server";
import { removeTeamMember } from "~/areas/sites/remove-team-member.server";
import { fileStore } from "~/storage/index.server";
import { endpoint, type Endpoint } from "../endpoint.server";
import { pageOf, paged } from "../lists.server";

const bySite = z.object({ constructionId: z.coerce.number().int().positive() });

const apiContact = z.object({
  id: z.string().describe("the membership: <constructionId>-<personId> (DELETE sites/siteWorkTeams/{id})"),
  personId: z.number().int(),
  constructionId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  email: z.string().nullable(),
  telephoneNumber: z.string().nullable().describe("the first work phone; personal numbers are never shown"),
  projectFunction: z.string(),
  priorityContact: z.number().int(),
  avatarUrl: z.string().nullable().describe("the person's photo (thumbnail), a signed link valid 300 seconds; null: none"),
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
      const store = fileStore();
      const data = await Promise.all(team.map(async (m) => ({
        id: `${site.id}-${m.personId}`,
        personId: m.personId,
        constructionId: site.id,
        firstName: m.firstName,
        lastName: m.lastName,
        companyName: COMPANY_NAMES[m.companyCode] ?? m.companyCode,
        email: m.email,
        telephoneNumber: m.phone,
        projectFunction: m.projectFunction,
        priorityContact: m.priority,
        avatarUrl: m.avatarThumbnailKey ? await store.signedUrl(m.avatarThumbnailKey) : null,
      })));
      return { body: paged(data, data.length, Math.max(1, data.length)) };
    },
  }),
  endpoint({
    method: "POST",
    path: "/sites/siteWorkTeams",
    tag: "Sites",
    summary: "Put a person on a site's team with their project function (priorityContact is always 1, spec §9)",
    rights: [["update", "sites"], ["update", "hr"]],
    body: z.preprocess(
      (v) => (v && typeof v === "object" ? { ...v, intent: "add-team-member" } : v),
      addTeamMemberSchema.pick({ intent: true, personId: true, projectFunction: true }).extend({
        constructionId: z.number().int().positive(),
        priorityContact: z
          .literal(1, {
            errorMap: () => ({ message: "forms.errors.invalid_choice" }),
          })
          .optional(),
      }),
    ),
    write: true,
    response: z.object({
      id: z.string(),
      constructionId: z.number().int(),
      personId: z.number().int(),
      projectFunction: z.enum(PROJECT_FUNCTIONS),
      priorityContact: z.literal(1),
    }),
    run: async ({ sql, user, body, meta }) => {
      const site = await scopedRecord(sql, user, "site", body.constructionId);
      await addTeamMember(sql, user, site.id, { personId: body.personId, projectFunction: body.projectFunction }, meta);
      return {
        status: 201,
        body: {
          id: `${site.id}-${body.personId}`,
          constructionId: site.id,
          personId: body.personId,
          projectFunction: body.projectFunction,
          priorityContact: 1,
        },
      };
    },
  }),
  endpoint({
    method: "DELETE",
    path: "/sites/siteWorkTeams/{id}",
    tag: "Sites",
    summary: "Take a person off a site's team (the id is the membership's, <constructionId>-<personId>)",
    rights: [["update", "sites"], ["update", "hr"]],
    write: true,
    response: z.null(),
    run: async ({ sql, user, params, meta }) => {
      const m = /^(\d{1,9})-(\d{1,9})$/.exec(params.id);
      if (!m) throw new DomainError("not_found", "errors.not_found");
      const site = await scopedRecord(sql, user, "site", m[1]);
      await removeTeamMember(sql, user, site.id, Number(m[2]), meta);
      return { status: 204, body: null };
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
