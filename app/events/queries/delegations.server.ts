// Reads of delegation_list and delegated_decision (ADR-0088): the delegations a person gave and
// holds, the ones that let a delegate decide today, and who a decision was taken for.
import type { Queryable } from "~/db.server";
import type { DelegationKind } from "~/domain/delegation/types";
import type { CompanyCode } from "~/domain/company/companies";
import { personNameOf } from "~/domain/person/name";
import { decidableChecklists } from "./checklists.server";
import { listExpenseRequests } from "./expenses.server";
import { listLeaveRequests } from "./leave-requests.server";
import { listToolRequests } from "./tools.server";

export interface DelegationRow {
  id: number;
  delegatorId: number;
  delegatorName: string;
  delegateId: number;
  delegateName: string;
  /** YYYY-MM-DD */
  from: string;
  until: string;
  kinds: DelegationKind[];
  createdAt: Date;
  endedAt: Date | null;
  version: number;
}

interface DbRow {
  id: number;
  delegator_id: number;
  delegate_id: number;
  from_date: string | Date;
  until_date: string | Date;
  kinds: DelegationKind[];
  created_at: Date;
  ended_at: Date | null;
  stream_version: number;
  r_first: string | null;
  r_last: string | null;
  e_first: string | null;
  e_last: string | null;
}

const ymd = (v: string | Date) => (v instanceof Date ? v.toISOString().slice(0, 10) : v.slice(0, 10));

const toRow = (r: DbRow): DelegationRow => ({
  id: Number(r.id),
  delegatorId: Number(r.delegator_id),
  delegatorName: personNameOf({ first_name: r.r_first, last_name: r.r_last }),
  delegateId: Number(r.delegate_id),
  delegateName: personNameOf({ first_name: r.e_first, last_name: r.e_last }),
  from: ymd(r.from_date),
  until: ymd(r.until_date),
  kinds: r.kinds,
  createdAt: r.created_at,
  endedAt: r.ended_at,
  version: Number(r.stream_version),
});

const SELECT = (db: Queryable) => db`
  SELECT d.id, d.delegator_id, d.delegate_id, d.from_date::text AS from_date, d.until_date::text AS until_date, d.kinds, d.created_at, d.ended_at, d.stream_version,
         r.first_name AS r_first, r.last_name AS r_last, e.first_name AS e_first, e.last_name AS e_last
  FROM delegation_list d
  LEFT JOIN person_list r ON r.id = d.delegator_id AND NOT r.erased
  LEFT JOIN person_list e ON e.id = d.delegate_id AND NOT e.erased`;

/** The delegations a person gave (`given`) and holds (`received`), newest period first. */
export async function delegationsOf(db: Queryable, personId: number): Promise<{ given: DelegationRow[]; received: DelegationRow[] }> {
  const [given, received] = await Promise.all([
    db<DbRow[]>`${SELECT(db)} WHERE d.delegator_id = ${personId} ORDER BY d.from_date DESC, d.id DESC LIMIT 200`,
    db<DbRow[]>`${SELECT(db)} WHERE d.delegate_id = ${personId} ORDER BY d.from_date DESC, d.id DESC LIMIT 200`,
  ]);
  return { given: given.map(toRow), received: received.map(toRow) };
}


/** The delegations that let `delegateId` decide on the Zurich day `today` (YYYY-MM-DD): not ended, from ≤ today ≤ until. */
export async function delegationsHeldOn(db: Queryable, delegateId: number, today: string): Promise<DelegationRow[]> {
  const rows = await db<DbRow[]>`${SELECT(db)}
    WHERE d.delegate_id = ${delegateId} AND d.ended_at IS NULL AND d.from_date <= ${today}::date AND d.until_date >= ${today}::date
    ORDER BY d.from_date, d.id`;
  return rows.map(toRow);
}

/** Who decided a record through a delegation, and for whom (ids); absent: decided by the approver themselves, or not decided (leave and expenses: the PDFs'; tool requests and checklists fold it from their streams). */
export async function delegatedDecisionsOf(db: Queryable, streamType: "leave" | "expense", recordIds: readonly number[]): Promise<Map<number, { decidedBy: number; onBehalfOf: number }>> {
  const ids = recordIds.filter((id) => Number.isSafeInteger(id) && id > 0);
  if (ids.length === 0) return new Map();
  const rows = await db<{ record_id: number; decided_by: number; on_behalf_of: number }[]>`
    SELECT record_id, decided_by, on_behalf_of FROM delegated_decision WHERE stream_type = ${streamType} AND record_id = ANY(${ids}::bigint[])`;
  return new Map(rows.map((r) => [Number(r.record_id), { decidedBy: Number(r.decided_by), onBehalfOf: Number(r.on_behalf_of) }]));
}

/** One pending request a delegate may decide for a delegator. */
export interface DelegatedRequest {
  delegationId: number;
  kind: DelegationKind;
  /** the record: a leave, an expense, a checklist, or a tool (with `requestId`, its request) */
  id: number;
  requestId: number | null;
  personName: string;
  /** YYYY-MM-DD, or a leave's start and end */
  date: string;
  endDate: string | null;
  /** an expense's amount (cents) and currency; a leave's type code */
  amount: number | null;
  currency: string | null;
  /** an expense's CHF equivalent given so far (cents) */
  changedChf: number | null;
  leaveType: number | null;
  /** an expense's reason, a tool's name and quantity, a checklist's title and site */
  reason: string;
  /** a leave or an expense waiting for its second approval ("1 di 2", ADR-0139) */
  oneOfTwo: boolean;
  version: number;
}

/** What a delegator sees, to list their approvals for a delegate: the companies of their scope, and the checklists' scope (null: all; else their teams' sites). */
export interface DelegatorScope {
  companies: CompanyCode[];
  checklistTeamOf: number | null;
}

/**
 * The pending requests of the kinds each delegation hands on, within the delegator's company scope
 * (`scopeOf`; tool requests are not kept by company), leaving out the delegate's own and the delegator's (refused anyway): 50 of each
 * kind per delegation, oldest first.
 */
export async function delegatedRequests(
  db: Queryable,
  delegateId: number,
  held: readonly DelegationRow[],
  scopeOf: (delegatorId: number) => Promise<DelegatorScope | null>,
): Promise<DelegatedRequest[]> {
  const out: DelegatedRequest[] = [];
  for (const d of held) {
    const scope = await scopeOf(d.delegatorId);
    if (!scope) continue;
    const { companies } = scope;
    const skip = (personId: number) => personId === delegateId || personId === d.delegatorId;
    if (d.kinds.includes("expense")) {
      const { rows } = await listExpenseRequests(
        db,
        { companies, company: null, status: "PENDING", month: null, currency: null, search: "", sort: "submittedAt", dir: "asc" },
        { limit: 50, offset: 0 },
      );
      for (const r of rows.filter((r) => !skip(r.personId))) {
        out.push({ delegationId: d.id, kind: "expense", id: r.id, requestId: null, personName: r.personName, date: r.date, endDate: null, amount: r.amount, currency: r.currency, changedChf: r.changedChf?.amount ?? null, leaveType: null, reason: r.reason, oneOfTwo: r.firstApprovedBy !== null, version: r.version });
      }
    }
    if (d.kinds.includes("leave")) {
      const { rows } = await listLeaveRequests(
        db,
        { params: { page: 1, size: 50, sort: "requestedAt", dir: "asc", search: "", filters: { status: "PENDING" }, view: "list" }, companies, personId: null, from: null, to: null },
        { limit: 50, offset: 0 },
      );
      for (const r of rows.filter((r) => !skip(r.personId))) {
        out.push({ delegationId: d.id, kind: "leave", id: r.id, requestId: null, personName: r.personName, date: r.details.startDate, endDate: r.details.endDate, amount: null, currency: null, changedChf: null, leaveType: r.leaveType, reason: "", oneOfTwo: r.firstApprovedBy !== null, version: r.version });
      }
    }
    if (d.kinds.includes("tool")) {
      // tool requests are not kept by company: the tool manager decides them all
      const rows = (await listToolRequests(db, { limit: 200 })).filter((r) => r.status === "PENDING" && !skip(r.personId)).slice(0, 50);
      for (const r of rows) {
        out.push({ delegationId: d.id, kind: "tool", id: r.toolId, requestId: r.requestId, personName: r.personName, date: r.startDate, endDate: r.endDate, amount: null, currency: null, changedChf: null, leaveType: null, reason: `${r.toolName} × ${r.quantity}`, oneOfTwo: false, version: r.toolVersion });
      }
    }
    if (d.kinds.includes("checklist")) {
      const rows = await decidableChecklists(db, scope.checklistTeamOf);
      for (const c of rows.filter((c) => !(c.signedBy !== null && skip(c.signedBy)) && !(c.createdBy !== null && skip(c.createdBy)))) {
        out.push({ delegationId: d.id, kind: "checklist", id: c.id, requestId: null, personName: c.signerName ?? "", date: c.date, endDate: null, amount: null, currency: null, changedChf: null, leaveType: null, reason: `${c.title} · ${c.siteTitle}`, oneOfTwo: false, version: c.version });
      }
    }
  }
  return out;
}
