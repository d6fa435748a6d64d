// Checklists through the JSON API (spec part 2 §7 "Checklists"), read only: the checklists list as
// the checklists page reads it (checklistPage: all of them with allChecklists or read admin, else
// those of the sites whose team the caller is on; siteId, templateId and status filters, 20 a
// page as the page shows them), the template list (isTemplate=1: at most 1000, as the spec's
// template picker asks), and one checklist (scopedChecklist: the same 404 outside the scope).
// Preparing, filling, signing and deciding: checklist-writes.server.ts (ADR-0093).
import { z } from "zod";
import { COMPANY_NAMES, type CompanyCode } from "~/domain/company/companies";
import { CHECKLIST_STATUSES } from "~/domain/checklist/decider";
import { CHECKLIST_PAGE_SIZE, checklistPage, checklistTemplates, type ChecklistListItem, type TemplateItem } from "~/events/queries/checklists.server";
import { scopedChecklist, teamScopeOf } from "~/areas/checklists/checklists.server";
import { endpoint, type Endpoint } from "../endpoint.server";
import { pageOf, paged } from "../lists.server";

export const apiChecklist = z.object({
  id: z.number().int(),
  constructionSiteId: z.number().int(),
  siteTitle: z.string(),
  templateId: z.number().int(),
  templateName: z.string().nullable(),
  title: z.string(),
  date: z.string().describe("YYYY-MM-DD"),
  readyBy: z.string().describe("YYYY-MM-DD"),
  status: z.enum(CHECKLIST_STATUSES),
  itemCount: z.number().int(),
  answeredCount: z.number().int(),
  signed: z.boolean(),
  signedBy: z.number().int().nullable(),
  whoApprovedId: z.number().int().nullable(),
  approvedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  rejectReasonRemoved: z.boolean().describe("true: the rejecter was erased, rejectReason is null and is shown as removed (ADR-0134)"),
  assignedConstructionSites: z
    .array(z.object({ constructionSiteId: z.number().int(), constructionSiteTitle: z.string(), constructionSiteCompanyName: z.string() }))
    .describe("every assigned site, constructionSiteId first (ADR-0117)"),
  version: z.number().int(),
});

export const checklistOf = (c: ChecklistListItem) => ({
  id: c.id,
  constructionSiteId: c.siteId,
  siteTitle: c.siteTitle,
  templateId: c.templateId,
  templateName: c.templateName,
  title: c.title,
  date: c.date,
  readyBy: c.readyBy,
  status: c.status,
  itemCount: c.itemCount,
  answeredCount: c.answeredCount,
  signed: c.signed,
  signedBy: c.signedBy,
  whoApprovedId: c.decidedBy,
  approvedAt: c.decidedAt ? c.decidedAt.toISOString() : null,
  rejectReason: c.rejectReason,
  rejectReasonRemoved: c.rejectReasonRemoved,
  assignedConstructionSites: c.sites.map((x) => ({ constructionSiteId: x.id, constructionSiteTitle: x.title, constructionSiteCompanyName: COMPANY_NAMES[x.companyCode as CompanyCode] ?? x.companyCode })),
  version: c.version,
});

export const apiTemplate = z.object({ id: z.number().int(), type: z.string(), name: z.string(), mandatory: z.boolean(), notifyEach: z.string().nullable(), questionCount: z.number().int(), itemCount: z.number().int(), version: z.number().int() });
export const templateOf = (t: TemplateItem) => ({ id: t.id, type: t.type, name: t.name, mandatory: t.mandatory, notifyEach: t.notifyEach, questionCount: t.questionCount, itemCount: t.itemCount, version: t.version });

const RIGHTS: [["read", "admin"], ["read", "allChecklists"]] = [["read", "admin"], ["read", "allChecklists"]];

export const checklistEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/journal/checklists",
    tag: "Checklists",
    summary: `The checklists the caller sees, newest first, ${CHECKLIST_PAGE_SIZE} a page (siteId, templateId, status); isTemplate=1: the templates`,
    rights: RIGHTS,
    query: z.object({
      pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
      pageSize: z.coerce.number().int().min(1).max(1000).optional().describe(`checklists: always ${CHECKLIST_PAGE_SIZE}; templates: all (at most 1000)`),
      isTemplate: z.enum(["0", "1"]).optional(),
      siteId: z.coerce.number().int().positive().optional(),
      templateId: z.coerce.number().int().positive().optional(),
      status: z.enum(CHECKLIST_STATUSES).optional(),
    }),
    response: z.union([pageOf(apiChecklist), pageOf(apiTemplate)]),
    run: async ({ sql, user, query }) => {
      if (query.isTemplate === "1") {
        const rows = (await checklistTemplates(sql)).map(templateOf);
        return { body: paged<unknown>(rows, rows.length, Math.max(1, rows.length)) };
      }
      const { rows, total } = await checklistPage(sql, { siteId: query.siteId, templateId: query.templateId, status: query.status, teamOf: teamScopeOf(user) }, query.pageNumber + 1);
      return { body: paged<unknown>(rows.map(checklistOf), total, CHECKLIST_PAGE_SIZE) };
    },
  }),
  endpoint({
    method: "GET",
    path: "/journal/checklists/{id}",
    tag: "Checklists",
    summary: "One checklist the caller sees, with its version as ETag",
    rights: RIGHTS,
    response: apiChecklist,
    run: async ({ sql, user, params }) => {
      const { checklist } = await scopedChecklist(sql, user, params.id);
      return { body: checklistOf(checklist), version: checklist.version };
    },
  }),
];
