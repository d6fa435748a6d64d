// The rows the absence request form shows (app/areas/leave/absence-pdf.server.ts): the request, its person
// and its approver, and the company's festivities over its period, read in one snapshot with the
// highest event position of the rows shown (the document's footer).
import type { Sql } from "~/db.server";
import type { CompanyCode } from "~/domain/company/companies";
import type { LeaveDetails } from "~/domain/leave/events";
import type { LeaveStatus } from "~/domain/leave/types";

/** A person the form names: their name as recorded, or erased (the form prints no name then). */
export interface AbsencePdfPerson {
  firstName: string;
  lastName: string;
  erased: boolean;
}

/** What the absence request form shows of one request. */
export interface AbsencePdfSource {
  leave: {
    id: number;
    personId: number;
    leaveType: number;
    status: LeaveStatus;
    details: LeaveDetails;
    description: string;
    requestedAt: Date;
    decidedAt: Date | null;
    decidedBy: number | null;
    /** the position of the request's own last event */
    lastPosition: number;
  };
  person: AbsencePdfPerson & { badgeId: number | null; companyCode: CompanyCode };
  /** who decided, when someone did and is known */
  approver: AbsencePdfPerson | null;
  /** the approver a delegate decided for (ADR-0088); null: the approver decided themselves */
  onBehalfOf: AbsencePdfPerson | null;
  festivities: { startDate: string; endDate: string; halfDay: boolean }[];
  position: number;
}

/** The rows the form shows, read in one REPEATABLE READ snapshot; null for an unknown request. */
export async function absencePdfSource(sql: Sql, leaveId: number): Promise<AbsencePdfSource | null> {
  return sql.begin("isolation level repeatable read read only", async (tx) => {
    const [l] = await tx<
      {
        id: number;
        person_id: number;
        leave_type: number;
        status: LeaveStatus;
        details: LeaveDetails;
        description: string;
        requested_at: Date;
        decided_at: Date | null;
        decided_by: number | null;
        last_position: number;
      }[]
    >`SELECT id, person_id, leave_type, status, details, description, requested_at, decided_at, decided_by, last_position FROM leave_list WHERE id = ${leaveId}`;
    if (!l) return null;
    const people = await tx<{ id: number; first_name: string; last_name: string; erased: boolean; badge_id: number | null; company_code: CompanyCode; last_position: number }[]>`
      SELECT id, first_name, last_name, erased, badge_id, company_code, last_position FROM person_list
      WHERE id = ANY(${[Number(l.person_id), ...(l.decided_by === null ? [] : [Number(l.decided_by)])]}::bigint[])`;
    const person = people.find((p) => Number(p.id) === Number(l.person_id));
    if (!person) return null;
    const approver = l.decided_by === null ? undefined : people.find((p) => Number(p.id) === Number(l.decided_by));
    // decided through a delegation: the delegator, from delegated_decision (ADR-0088)
    const [through] = await tx<{ first_name: string; last_name: string; erased: boolean }[]>`
      SELECT p.first_name, p.last_name, p.erased FROM delegated_decision d JOIN person_list p ON p.id = d.on_behalf_of
      WHERE d.stream_type = 'leave' AND d.record_id = ${leaveId}`;
    const nameOf = (p: { first_name: string; last_name: string; erased: boolean }): AbsencePdfPerson => ({ firstName: p.first_name, lastName: p.last_name, erased: p.erased });
    const d = l.details;
    const festivities = await tx<{ start_date: string; end_date: string; half_day: boolean }[]>`
      SELECT start_date::text AS start_date, end_date::text AS end_date, half_day FROM festivity_list
      WHERE NOT removed AND (company_code IS NULL OR company_code = ${person.company_code})
        AND start_date <= ${d.endDate}::date AND end_date >= ${d.startDate}::date`;
    return {
      leave: {
        id: Number(l.id),
        personId: Number(l.person_id),
        leaveType: l.leave_type,
        status: l.status,
        details: d,
        description: l.description,
        requestedAt: l.requested_at,
        decidedAt: l.decided_at,
        decidedBy: l.decided_by === null ? null : Number(l.decided_by),
        lastPosition: Number(l.last_position),
      },
      person: { ...nameOf(person), badgeId: person.badge_id, companyCode: person.company_code },
      approver: approver ? nameOf(approver) : null,
      onBehalfOf: through ? nameOf(through) : null,
      festivities: festivities.map((f) => ({ startDate: f.start_date, endDate: f.end_date, halfDay: f.half_day })),
      // the highest position of the rows the document shows: an auditor replays them up to it
      position: Math.max(Number(l.last_position), ...people.map((p) => Number(p.last_position))),
    };
  });
}
