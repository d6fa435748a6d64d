// Leaves through the JSON API (spec part 1 §7 "Leaves and expenses (own)", part 2 §7): the same
// operations as the leave forms (requestLeave, editLeave, withdrawLeave, decideLeave), the same
// schema and checks (apiLeaveSchema is the leave form's), the same scope (one's own requests; HR's
// within their companies), and the same projections (leave_list) for reading.
import { z } from "zod";
import type { CurrentUser } from "~/auth/user.server";
import type { Queryable } from "~/db.server";
import { can } from "~/domain/access/permissions";
import { apiLeaveSchema } from "~/domain/leave/schema";
import { LEAVE_STATUSES } from "~/domain/leave/types";
import { DomainError } from "~/domain/shared/errors";
import { isInHrScope } from "~/events/queries/hr-people.server";
import { listLeaveRequests, type LeaveRequestRow } from "~/events/queries/leave-requests.server";
import { leaveBalanceOf, leaveById, listLeavesOfPerson, type LeaveRow } from "~/events/queries/leaves.server";
import { Temporal } from "temporal-polyfill";
import { zurichToday } from "~/clock.server";
import { LIST_PAGE_SIZE, leaveRequestQueryOf } from "~/http/list-requests.server";
import { scopedRecord } from "~/http/scope.server";
import { editLeave } from "~/areas/leave/edit-leave.server";
import { decideLeave } from "~/areas/leave/leave-decisions.server";
import { requestLeave } from "~/areas/leave/request-leave.server";
import { withdrawLeave } from "~/areas/leave/withdraw-leave.server";
import { endpoint, type Endpoint } from "../endpoint.server";
import { listQuery, pageOf, paged, pageUrl, windowOf } from "../lists.server";

/** A leave as the spec names its fields; dates as the forms send them (ISO instants with their Zurich offset, YYYY-MM-DD days). */
const apiLeave = z.object({
  id: z.number().int(),
  personId: z.number().int(),
  type: z.number().int(),
  shape: z.enum(["range", "allDay", "hours"]),
  startAt: z.string(),
  endAt: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  hours: z.number().int().nullable(),
  minutes: z.number().int().nullable(),
  status: z.enum(LEAVE_STATUSES),
  description: z.string(),
  whoApprovedId: z.number().int().nullable(),
  /** a pending request under a second-approval rule (ADR-0139): who gave the first of two approvals; null otherwise */
  firstApprovedById: z.number().int().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});

const leaveOf = (r: LeaveRow | LeaveRequestRow, description = "") => ({
  id: r.id,
  personId: r.personId,
  type: r.leaveType,
  shape: r.details.shape,
  startAt: r.details.startAt,
  endAt: r.details.endAt,
  startDate: r.details.startDate,
  endDate: r.details.endDate,
  hours: r.details.hours,
  minutes: r.details.minutes,
  status: r.status,
  description: "description" in r ? r.description : description,
  whoApprovedId: r.decidedBy,
  firstApprovedById: r.firstApprovedBy,
  decidedAt: r.decidedAt?.toISOString() ?? null,
  createdAt: r.requestedAt.toISOString(),
  version: r.version,
});

const mayManage = (user: CurrentUser) => can(user.access, "update", "hr") || can(user.access, "update", "leave");
const mayReadOthers = (user: CurrentUser) => can(user.access, "read", "hr") || can(user.access, "read", "leave");

/** A leave the caller may see: their own, or (with the HR or leave right) one of a person within their companies; else 404. */
async function leaveForCaller(sql: Queryable, user: CurrentUser, id: string, own: "own" | "any"): Promise<LeaveRow> {
  const leave = await leaveById(sql, Number(id));
  if (leave && leave.personId === user.id) return scopedRecord(sql, user, "leave", id, { personId: user.id });
  if (own === "own" || !leave || !mayReadOthers(user) || !(await isInHrScope(sql, user, leave.personId, { includeErased: true }))) throw notFoundError();
  return leave;
}

const notFoundError = () => new DomainError("not_found", "errors.not_found");

const readLeave = async (sql: Queryable, id: number) => {
  const row = await leaveById(sql, id);
  if (!row) throw notFoundError();
  return row;
};

const PERSON_SORTS = { startDate: "startDate", endDate: "endDate", type: "type", status: "status", createdAt: "requestedAt" } as const;
const HR_SORTS = { id: "id", personId: "person", startDate: "startDate", status: "status", createdAt: "requestedAt" } as const;
const keys = <T extends object>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

export const leaveEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/sites/leaveRequestReview",
    tag: "Leaves",
    summary: "A person's holiday balance of a year, in hours (id: the person, oneself without it; year: default this year)",
    rights: [["read", "profile"], ["read", "hr"], ["read", "leave"]],
    query: z.object({ id: z.coerce.number().int().positive().optional(), year: z.coerce.number().int().min(1900).max(2999).optional() }),
    response: z.object({ taken: z.number(), pending: z.number(), holiday: z.number(), remainingHolidays: z.number(), remainingHolidaysAt: z.string().describe("YYYY-MM-DD") }),
    run: async ({ sql, user, query }) => {
      const personId = query.id ?? user.id;
      if (personId !== user.id && !(mayReadOthers(user) && (await isInHrScope(sql, user, personId)))) throw notFoundError();
      const today = zurichToday();
      // the balance page's day this year; another year's last day
      const at = query.year === undefined || query.year === today.year ? today : Temporal.PlainDate.from({ year: query.year, month: 12, day: 31 });
      const b = await leaveBalanceOf(sql, personId, at);
      if (!b) throw notFoundError();
      return { body: { taken: b.taken, pending: b.pending, holiday: b.holiday, remainingHolidays: b.remainingHolidays, remainingHolidaysAt: b.remainingHolidaysAt } };
    },
  }),
  endpoint({
    method: "GET",
    path: "/sites/personLeaveRequests",
    tag: "Leaves",
    summary: "A person's leave requests of a year (one's own without personId)",
    rights: [["read", "profile"], ["read", "hr"], ["read", "leave"]],
    query: listQuery(keys(PERSON_SORTS), { personId: z.coerce.number().int().positive().optional(), year: z.coerce.number().int().min(1900).max(2999).optional() }, LIST_PAGE_SIZE),
    response: pageOf(apiLeave),
    run: async ({ sql, user, query }) => {
      const personId = query.personId ?? user.id;
      if (personId !== user.id && !(mayReadOthers(user) && (await isInHrScope(sql, user, personId)))) throw notFoundError();
      const year = query.year ?? new Date().getUTCFullYear();
      const sort = PERSON_SORTS[query.orderBy ?? "startDate"];
      const { rows, total } = await listLeavesOfPerson(sql, { personId, year, sort, dir: query.orderDirection ?? "desc" }, windowOf(query));
      return { body: paged(rows.map((r) => leaveOf(r)), total, query.pageSize) };
    },
  }),
  endpoint({
    method: "GET",
    path: "/sites/hrLeaveRequests",
    tag: "Leaves",
    summary: "HR's leave requests of the people within the caller's companies",
    rights: [["read", "hr"], ["read", "leave"]],
    query: listQuery(keys(HR_SORTS), {
      status: z.enum(LEAVE_STATUSES).optional(),
      personId: z.coerce.number().int().positive().optional(),
      startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
      endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
    }, LIST_PAGE_SIZE),
    response: pageOf(apiLeave.omit({ description: true }).extend({ personName: z.string() })),
    run: async ({ sql, user, query }) => {
      const url = pageUrl(query, HR_SORTS, { status: query.status, person: query.personId?.toString(), from: query.startDate, to: query.endDate });
      const q = leaveRequestQueryOf(url, user);
      const { rows, total } = await listLeaveRequests(sql, q, windowOf(query));
      return { body: paged(rows.map((r) => ({ ...leaveOf(r), description: undefined, personName: r.personName })), total, query.pageSize) };
    },
  }),
  endpoint({
    method: "GET",
    path: "/sites/leaves/{id}",
    tag: "Leaves",
    summary: "One leave request, with its version as ETag",
    rights: [["read", "profile"], ["read", "hr"], ["read", "leave"]],
    response: apiLeave,
    run: async ({ sql, user, params }) => {
      const leave = await leaveForCaller(sql, user, params.id, "any");
      return { body: leaveOf(leave), version: leave.version };
    },
  }),
  endpoint({
    method: "POST",
    path: "/sites/leaves",
    tag: "Leaves",
    summary: "Request leave (for oneself; with personId, HR for a person within their companies)",
    rights: [["read", "profile"], ["update", "hr"], ["update", "leave"]],
    body: apiLeaveSchema,
    write: true,
    response: apiLeave,
    run: async ({ sql, user, body, meta }) => {
      const personId = body.personId ?? user.id;
      if (personId !== user.id && !(mayManage(user) && (await isInHrScope(sql, user, personId)))) {
        throw new DomainError("not_found", "errors.not_found", { field: "personId" });
      }
      const outcome = await requestLeave(sql, user, { personId, leave: body.leave }, meta);
      const row = await readLeave(sql, outcome.id);
      return { status: 201, body: leaveOf(row), version: row.version };
    },
  }),
  endpoint({
    method: "PUT",
    path: "/sites/leaves/{id}",
    tag: "Leaves",
    summary: "Change one's own pending request (If-Match: its version)",
    rights: [["read", "profile"]],
    body: apiLeaveSchema,
    write: true,
    ifMatch: true,
    response: apiLeave,
    run: async ({ sql, user, params, body, meta, expectedVersion }) => {
      const leave = await leaveForCaller(sql, user, params.id, "own");
      await editLeave(sql, user, { leaveId: leave.id, personId: leave.personId, leave: body.leave, expectedVersion }, meta);
      const row = await readLeave(sql, leave.id);
      return { body: leaveOf(row), version: row.version };
    },
  }),
  endpoint({
    method: "DELETE",
    path: "/sites/leaves/{id}",
    tag: "Leaves",
    summary: "Withdraw one's own pending request (If-Match: its version)",
    rights: [["read", "profile"]],
    write: true,
    ifMatch: true,
    response: apiLeave,
    run: async ({ sql, user, params, meta, expectedVersion }) => {
      const leave = await leaveForCaller(sql, user, params.id, "own");
      await withdrawLeave(sql, user, { leaveId: leave.id, personId: leave.personId, expectedVersion }, meta);
      const row = await readLeave(sql, leave.id);
      return { body: leaveOf(row), version: row.version };
    },
  }),
  endpoint({
    method: "PUT",
    path: "/sites/personLeaveRequests/{id}",
    tag: "Leaves",
    summary: "Approve or reject a pending request (status APPROVED or REJECTED; If-Match: its version)",
    rights: [["update", "hr"], ["update", "leave"]],
    body: z.object({
      status: z.enum(["APPROVED", "REJECTED"], { errorMap: () => ({ message: "api.leave_status_invalid" }) }),
      whoApprovedId: z.number().int().positive().optional(),
      whoApproveIt: z.number().int().positive().optional(),
    }),
    write: true,
    ifMatch: true,
    response: apiLeave,
    run: async ({ sql, user, params, body, meta, expectedVersion }) => {
      const who = body.whoApprovedId ?? body.whoApproveIt;
      if (who !== undefined && who !== user.id) throw new DomainError("rule", "api.approver_is_caller", { field: "whoApprovedId" });
      const leave = await leaveForCaller(sql, user, params.id, "any");
      await decideLeave(sql, user, body.status === "APPROVED" ? "approve" : "reject", { leaveId: leave.id, personId: leave.personId, expectedVersion }, meta);
      const row = await readLeave(sql, leave.id);
      return { body: leaveOf(row), version: row.version };
    },
  }),
];
