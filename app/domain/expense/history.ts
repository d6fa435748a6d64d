// The expense in a history (ADR-0011, ADR-0021): the decider, the stored shapes, and the fields a
// history page shows of a state. Pure; the history page folds the stream with expenseDecider.evolve.
// Sites are named by the page when it can (the fold knows only their ids).
import { firstApprovalFields } from "../approval-rule/second-step";
import type { DomainEvent } from "../shared/decider";
import { formatDate, formatDateTime, formatFileSize, formatMoney, formatQuantity } from "../shared/format";
import type { HistoryField, HistoryPlug, HistoryValue } from "../shared/history";
import { expenseDecider, type ExpenseState } from "./decider";
import { expenseEventSchema, type ExpenseEvent } from "./events";
import { expenseStatusKey, unitKey } from "./types";

const text = (s: string | null | undefined): HistoryValue => (s ? { text: s } : null);
const key = (k: string): HistoryValue => ({ key: k });
const person = (id: number | null | undefined): HistoryValue => (id === null || id === undefined ? null : { person: id });

/** What a page knows beyond the stream: the sites' names. */
export type SiteName = (siteId: number) => string | null;

/** An expense's fields as its history shows them: status, what was spent, the receipt, the CHF equivalent and who gave it, the account, and who did what when. */
export function describeExpense(s: ExpenseState, siteName: SiteName = () => null): HistoryField[] {
  const d = s.details;
  const r = s.receipt;
  const f = (k: string, value: HistoryValue): HistoryField => ({ key: k, label: `expense.history.field.${k}`, value });
  return [
    f("status", s.status ? key(expenseStatusKey(s.status)) : null),
    f("date", text(d ? formatDate(d.date) : null)),
    f("reason", text(s.personal?.reason)),
    f("place", text(s.personal?.place)),
    f("amount", text(d ? formatMoney(d.amount, d.currency) : null)),
    f("changedChf", text(s.changedChf ? formatMoney(s.changedChf.amount, "CHF") : null)),
    f("changedChfBy", person(s.changedChf?.by)),
    f("quantity", text(d ? formatQuantity(d.quantity / 1000) : null)),
    f("unit", d ? key(unitKey(d.unit)) : null),
    f("site", d ? text(siteName(d.siteId) ?? `#${d.siteId}`) : null),
    f("isEquipment", d ? key(d.isEquipment === 1 ? "expense.yes" : "expense.no") : null),
    f("receipt", r ? text(`${r.contentType === "application/pdf" ? "PDF" : r.contentType.replace("image/", "").toUpperCase()} · ${formatFileSize(r.size)} · ${r.sha256.slice(0, 12)}`) : null),
    f("account", text(s.account)),
    f("submittedBy", person(s.submittedBy)),
    f("submittedAt", text(formatDateTime(s.submittedAt))),
    f("editedBy", person(s.editedBy)),
    f("editedAt", text(formatDateTime(s.editedAt))),
    // the first of two approvals (ADR-0139): "1 of 2" while it waits, and who gave it
    ...firstApprovalFields(s),
    f("decidedBy", person(s.decidedBy)),
    // "approved by X for Y": the approver a delegate decided for (ADR-0088)
    { key: "decidedFor", label: "delegation.history.decided_for", value: person(s.decidedFor) },
    f("decidedAt", text(formatDateTime(s.decidedAt))),
    f("withdrawnBy", person(s.withdrawnBy)),
    f("withdrawnAt", text(formatDateTime(s.withdrawnAt))),
  ];
}

/** The expense's plug into the generic history and audit, naming sites with `siteName` when given. */
export function expenseHistoryWith(siteName?: SiteName): HistoryPlug<ExpenseState, ExpenseEvent> {
  return {
    decider: expenseDecider,
    readable: (e: DomainEvent): e is ExpenseEvent => expenseEventSchema.safeParse(e).success,
    describe: (s) => describeExpense(s, siteName),
  };
}

/** The plug without site names (the audit's generic history page shows site ids). */
export const expenseHistory = expenseHistoryWith();
