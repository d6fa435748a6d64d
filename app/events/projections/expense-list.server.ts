// expense_list — inline: one row per expense, read by the person's own list, HR's lists and
// approvals and the monthly report, right after the redirect. Built only from the expense events:
// the row folds the decider's own evolve, so the lists and the rules can never disagree on a
// status. The person's name and company and the site's title are joined when read. Reason and
// place are personal data: an erased person's events read back without them, and the row keeps ''.
// PersonErased blanks them in every row of the person at once (ADR-0007), as a rebuild would;
// version 2 added that, and its rebuild cleans the rows erasures left under version 1.
import { expenseDecider, type ExpenseState } from "~/domain/expense/decider";
import { EXPENSE_EVENT_TYPES, type ReceiptRef } from "~/domain/expense/events";
import type { Currency, EquipmentFlag, ExpenseStatus, Unit } from "~/domain/expense/types";
import { defineProjection, type Row } from "../projection.server";
import { byErasedPerson, isPersonErased } from "./person-erasure.server";

export interface ExpenseListRow extends Row {
  id: number;
  person_id: number;
  status: ExpenseStatus;
  reason: string;
  place: string;
  amount: number;
  currency: Currency;
  changed_chf: number | null;
  changed_chf_by: number | null;
  changed_chf_at: string | Date | null;
  quantity: number;
  unit: Unit;
  site_id: number;
  expense_date: string | Date;
  is_equipment: EquipmentFlag;
  receipt: ReceiptRef;
  account: string | null;
  submitted_at: string | Date;
  submitted_by: number;
  edited_at: string | Date | null;
  edited_by: number | null;
  decided_at: string | Date | null;
  decided_by: number | null;
  withdrawn_at: string | Date | null;
  withdrawn_by: number | null;
  stream_version: number;
}

const iso = (v: string | Date | null | undefined): string | null => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : v);
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** A `date` column as YYYY-MM-DD (postgres.js reads it as a Date at UTC midnight). */
export function dateText(v: string | Date): string {
  return v instanceof Date ? v.toISOString().slice(0, 10) : v.slice(0, 10);
}

/** A row back as the decider's state. */
function expenseStateOfRow(row: ExpenseListRow): ExpenseState {
  const changedAt = iso(row.changed_chf_at);
  return {
    expenseId: Number(row.id),
    personId: Number(row.person_id),
    status: row.status,
    details: {
      amount: Number(row.amount),
      currency: row.currency,
      quantity: Number(row.quantity),
      unit: row.unit,
      siteId: Number(row.site_id),
      date: dateText(row.expense_date),
      isEquipment: Number(row.is_equipment) === 1 ? 1 : 0,
    },
    personal: { reason: row.reason, place: row.place },
    receipt: row.receipt,
    changedChf: row.changed_chf === null || row.changed_chf_by === null || changedAt === null ? null : { amount: Number(row.changed_chf), by: Number(row.changed_chf_by), at: changedAt },
    account: row.account,
    submittedAt: iso(row.submitted_at),
    submittedBy: num(row.submitted_by),
    editedAt: iso(row.edited_at),
    editedBy: num(row.edited_by),
    decidedAt: iso(row.decided_at),
    // not a column: who a decision was taken for is read from delegated_decision (ADR-0088)
    decidedFor: null,
    // not a column: a first approval waiting for its second is read from first_approval (ADR-0139)
    firstApproval: null,
    decidedBy: num(row.decided_by),
    withdrawnAt: iso(row.withdrawn_at),
    withdrawnBy: num(row.withdrawn_by),
  };
}

function rowOf(s: ExpenseState, version: number): Omit<ExpenseListRow, "last_position"> | null {
  // a state without a submission (an event for an expense this table never saw) has no row
  if (s.status === null || s.details === null || s.receipt === null || s.submittedAt === null || s.submittedBy === null) return null;
  const d = s.details;
  return {
    id: s.expenseId,
    person_id: s.personId,
    status: s.status,
    reason: s.personal?.reason ?? "",
    place: s.personal?.place ?? "",
    amount: d.amount,
    currency: d.currency,
    changed_chf: s.changedChf?.amount ?? null,
    changed_chf_by: s.changedChf?.by ?? null,
    changed_chf_at: s.changedChf?.at ?? null,
    quantity: d.quantity,
    unit: d.unit,
    site_id: d.siteId,
    expense_date: d.date,
    is_equipment: d.isEquipment,
    receipt: s.receipt,
    account: s.account,
    submitted_at: s.submittedAt,
    submitted_by: s.submittedBy,
    edited_at: s.editedAt,
    edited_by: s.editedBy,
    decided_at: s.decidedAt,
    decided_by: s.decidedBy,
    withdrawn_at: s.withdrawnAt,
    withdrawn_by: s.withdrawnBy,
    stream_version: version,
  };
}

export const expenseList = defineProjection<ExpenseListRow, (typeof EXPENSE_EVENT_TYPES)[number] | "PersonErased", "PersonErased">({
  name: "expense_list",
  version: 2,
  mode: "inline",
  handles: [...EXPENSE_EVENT_TYPES, ...byErasedPerson.handles],
  key: "id",
  keyType: "bigint",
  createdBy: ["ExpenseSubmitted"],
  keyOf: (e) => e.data.expenseId,
  fanOut: byErasedPerson,
  evolve(row, e) {
    // the row as the person's events read once their key is gone: no reason, no place
    if (isPersonErased(e)) return row ? rowOf({ ...expenseStateOfRow(row), personal: null }, Number(row.stream_version)) : null;
    // a later event for an expense this table never saw changes nothing (see the engine)
    if (!row && e.type !== "ExpenseSubmitted") return null;
    const before = row ? expenseStateOfRow(row) : expenseDecider.initialState();
    return rowOf(expenseDecider.evolve(before, e), e.version);
  },
});
