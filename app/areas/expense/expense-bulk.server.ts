// HR's bulk decision on expenses (the shared design: app/areas/approvals/bulk-decision.server.ts), as the
// pages show it: each ticked expense with its person, date, amount and reason, and "will be
// approved" (or rejected) or why the rules will refuse it. The decisions themselves are the
// operations' (expenseDecisions); this is the area's view of them (ADR-0049).
import { peopleCompanies } from "~/domain/access/permissions";
import { EXPENSE_DECISIONS } from "~/domain/expense/commands";
import type { ExpenseState } from "~/domain/expense/decider";
import type { ExpenseEvent } from "~/domain/expense/events";
import { formatDate, formatMoney } from "~/domain/shared/format";
import { expensesByIds } from "~/events/queries/expenses.server";
import type { BulkArea } from "~/areas/approvals/bulk-decision.server";
import { expenseDecisions } from "~/areas/expense/expense-decisions.server";
import { APPROVALS_PATH } from "~/ui/expense/paths";

/** Expenses on the shared bulk decision pages: each with its person, date, amount and reason. */
export const expenseBulk: BulkArea<ExpenseState, ExpenseEvent> = {
  ...expenseDecisions,
  listPath: APPROVALS_PATH,
  listTitleKey: "expense.approval.title",
  cancelKey: "expense.list.cancel",
  idField: "expenseIds",
  rowAttribute: "data-expense-id",
  // the schema took only these two intents
  ofIntent: (intent) => EXPENSE_DECISIONS.ofIntent(intent as (typeof EXPENSE_DECISIONS.intents)[number]),
  headers: (t) => [t("expense.list.columns.person"), t("expense.list.columns.date"), t("expense.list.columns.amount"), t("expense.list.columns.reason")],
  async rows(sql, user, _t, ids) {
    // the expenses of the companies whose people the user sees (ADR-0006)
    const companies = peopleCompanies(user.principal, user.access);
    const found = (await expensesByIds(sql, ids)).filter((r) => companies.includes(r.companyCode));
    return new Map(found.map((r) => [r.id, { id: r.id, personId: r.personId, version: r.version, cells: [r.personName, formatDate(r.date), formatMoney(r.amount, r.currency), r.reason] }]));
  },
  effects: async (_sql, t, decision, rows) => new Map(rows.map((r) => [r.id, [t(decision === "approve" ? "expense.hr.bulk.will_approve" : "expense.hr.bulk.will_reject")]])),
};
