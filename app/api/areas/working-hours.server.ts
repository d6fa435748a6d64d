// Working-hours rules through the JSON API (spec part 1 §7 "Users and stamping": GET
// user/workingHours; part 2 §7: GET and PUT user/workingHours/{id}, PUT user/workingHours/): the
// rules of the caller's companies as HR's list reads them (listWorkingHoursRules), one rule, and
// creating (PUT or POST user/workingHours), changing and removing one over the rule pages'
// operations with the rule form's schema (workingHoursFormSchema: the same times, the same checks).
import { z } from "zod";
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { peopleCompanies } from "~/domain/access/permissions";
import { COMPANY_CODES, type CompanyCode } from "~/domain/company/companies";
import { workingHoursFormSchema } from "~/domain/working-hours/schema";
import { listWorkingHoursRules, type RuleRow } from "~/events/queries/working-hours.server";
import { scopedRecord } from "~/http/scope.server";
import { changeWorkingHoursRule } from "~/areas/working-hours/change-working-hours-rule.server";
import { createWorkingHoursRule } from "~/areas/working-hours/create-working-hours-rule.server";
import { removeWorkingHoursRule } from "~/areas/working-hours/remove-working-hours-rule.server";
import { endpoint, type Endpoint } from "../endpoint.server";
import { listQuery, pageOf, paged } from "../lists.server";

const hhmm = z.string().describe("HH:mm, 5-minute steps");

const apiWorkingHours = z.object({
  id: z.number().int(),
  companyCode: z.enum(COMPANY_CODES as unknown as [CompanyCode, ...CompanyCode[]]),
  winterStart: hhmm,
  winterEnd: hhmm,
  summerStart: hhmm,
  summerEnd: hhmm,
  allUsers: z.boolean(),
  userIds: z.array(z.number().int()),
  createdAt: z.string(),
  changedAt: z.string().nullable(),
  version: z.number().int(),
});

const ruleOf = (r: RuleRow) => ({
  id: r.id,
  ...r.definition,
  userIds: [...r.definition.userIds],
  createdAt: r.createdAt.toISOString(),
  changedAt: r.changedAt ? r.changedAt.toISOString() : null,
  version: r.version,
});

// the rule form's fields as JSON: allUsers (true: the whole company) for the form's scope
const ruleBody = z.preprocess((v) => {
  if (!v || typeof v !== "object") return v;
  const { allUsers, ...rest } = v as { allUsers?: unknown };
  return {
    ...rest,
    scope: allUsers === false ? "list" : allUsers === true || allUsers === undefined ? "all" : allUsers,
  };
}, workingHoursFormSchema);

async function ruleAnswer(sql: Sql, user: CurrentUser, id: number | string, status = 200) {
  const row = await scopedRecord(sql, user, "workingHoursRule", id);
  return { status, body: ruleOf(row), version: row.version };
}

const SORTS = ["id", "companyCode", "createdAt"] as const;

const create = (method: "PUT" | "POST") =>
  endpoint({
    method,
    path: "/user/workingHours",
    tag: "Working hours",
    summary: "Create a company's working-hours rule (allUsers, or the userIds it names)",
    rights: [["update", "hr"]],
    body: ruleBody,
    write: true,
    response: apiWorkingHours,
    run: async ({ sql, user, body, meta }) => {
      const outcome = await createWorkingHoursRule(sql, user, body.input, meta);
      return ruleAnswer(sql, user, outcome.id, 201);
    },
  });

export const workingHoursEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/user/workingHours",
    tag: "Working hours",
    summary: "The working-hours rules of the caller's companies",
    rights: [["read", "hr"]],
    query: listQuery(SORTS, {
      companyCode: z.enum(COMPANY_CODES as unknown as [CompanyCode, ...CompanyCode[]]).optional(),
    }),
    response: pageOf(apiWorkingHours),
    run: async ({ sql, user, query }) => {
      const rows = (await listWorkingHoursRules(sql, peopleCompanies(user.principal, user.access))).filter((r) => !query.companyCode || r.definition.companyCode === query.companyCode);
      const key = query.orderBy ?? "id";
      const value = (r: RuleRow) => (key === "id" ? r.id : key === "companyCode" ? r.definition.companyCode : r.createdAt.getTime());
      rows.sort((a, b) => (value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : a.id - b.id) * (query.orderDirection === "desc" ? -1 : 1));
      const start = query.pageNumber * query.pageSize;
      return {
        body: paged(rows.slice(start, start + query.pageSize).map(ruleOf), rows.length, query.pageSize),
      };
    },
  }),
  create("PUT"),
  create("POST"),
  endpoint({
    method: "GET",
    path: "/user/workingHours/{id}",
    tag: "Working hours",
    summary: "One working-hours rule, with its version as ETag",
    rights: [["read", "hr"]],
    response: apiWorkingHours,
    run: ({ sql, user, params }) => ruleAnswer(sql, user, params.id),
  }),
  endpoint({
    method: "PUT",
    path: "/user/workingHours/{id}",
    tag: "Working hours",
    summary: "Change a working-hours rule (If-Match: its version)",
    rights: [["update", "hr"]],
    body: ruleBody,
    write: true,
    ifMatch: true,
    response: apiWorkingHours,
    run: async ({ sql, user, params, body, meta, expectedVersion }) => {
      const rule = await scopedRecord(sql, user, "workingHoursRule", params.id);
      await changeWorkingHoursRule(sql, user, rule.id, body.input, expectedVersion, meta);
      return ruleAnswer(sql, user, rule.id);
    },
  }),
  endpoint({
    method: "DELETE",
    path: "/user/workingHours/{id}",
    tag: "Working hours",
    summary: "Remove a working-hours rule (If-Match: its version)",
    rights: [["update", "hr"]],
    write: true,
    ifMatch: true,
    response: z.null(),
    run: async ({ sql, user, params, meta, expectedVersion }) => {
      const rule = await scopedRecord(sql, user, "workingHoursRule", params.id);
      await removeWorkingHoursRule(sql, user, rule.id, expectedVersion, meta);
      return { status: 204, body: null };
    },
  }),
];
