// A person's expenses, in HR (/app/hr/users/{id}/expenses: read hr) and in the administrator's area
// (/app/admin/users/{id}/expenses: read admin, no company limit with allEmployee): the loader and the
// withdraw command both routes run. The pages' other links lead to HR's pages (new, edit, history,
// the monthly report); each shows only to those whose rights that page's policy accepts.
import type { ActionFunctionArgs } from "@remix-run/node";
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { TFunction } from "i18next";
import type { Sql } from "~/db.server";
import { authorizeGet } from "~/auth/policy.server";
import { can } from "~/domain/access/permissions";
import { allows, anyOf } from "~/domain/access/policy";
import { withdrawExpenseSchema } from "~/domain/expense/schema";
import { expenseRowViews, monthOptions } from "~/areas/expense/row-views.server";
import { expenseById, listExpensesOfPerson } from "~/events/queries/expenses.server";
import { zurichToday } from "~/clock.server";
import { personPageOf } from "~/areas/people/person-page.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { withdrawExpense } from "~/areas/expense/withdraw-expense.server";
import { getSql } from "~/runtime.server";
import { clampPage, pageWindow } from "~/domain/shared/list-params";
import type { PersonArea } from "~/ui/people/person-paths";
import { commandAction } from "~/http/command-action.server";
import { personExpensesHandle } from "~/areas/people/person-handles";
import { idFromParam, scopedPerson, scopedRecord } from "~/http/scope.server";
import { currentMonth, expenseMonths, ownExpenseListRequest } from "~/http/list-requests.server";
import { queryParams } from "~/domain/shared/query-params";

/** The page of a person's expenses in each area (where the withdraw form posts and returns to). */
const personExpensesPath = (area: PersonArea, personId: number) => `/app/${area}/users/${personId}/expenses`;

/** Who may open an expense's history (app.hr.expense-requests.$expenseId.history.tsx). */
const READS_HISTORY = anyOf(["read", "hr"], ["read", "audit"]);

/**
 * One page of a person's expenses, as their own list and HR's list of them show it: the month, the
 * sort and the page from the URL (a page past the end is the last), each row as the lists show it
 * (a pending one with its withdraw's command id), and the pending one `?withdraw=id` asks about.
 */
export async function personExpensesPageOf(sql: Sql, t: TFunction, request: Request, personId: number) {
  const today = zurichToday();
  const p = ownExpenseListRequest(request.url, today);
  const month = p.filters.month ?? null;
  const query = { personId, month, sort: p.sort, dir: p.dir };
  let found = await listExpensesOfPerson(sql, query, pageWindow(p.page, p.size));
  const page = clampPage(p.page, found.total, p.size);
  if (page !== p.page) found = await listExpensesOfPerson(sql, query, pageWindow(page, p.size));
  const rows = await expenseRowViews(t, found.rows);
  const withdraw = Number(queryParams(request).get("withdraw"));
  const confirming = rows.find((r) => r.id === withdraw && r.status === "PENDING") ?? null;
  const list = {
    rows: rows.map((r) => ({ ...r, commandId: r.status === "PENDING" ? newCommandId() : null })),
    total: found.total,
    page,
    size: p.size,
    sort: p.sort,
    dir: p.dir,
    months: monthOptions(t, expenseMonths(today)),
    reportMonth: month ?? currentMonth(today),
  };
  return { list, month, confirming };
}

/** One person's expenses (a person of another company is a 404), and their monthly report for those who may read it. */
export async function personExpensesLoader({ request, params }: LoaderFunctionArgs, area: PersonArea) {
  const user = await authorizeGet(request, personExpensesHandle(area));
  const sql = await getSql();
  const { person, header, tabs, back } = await personPageOf(sql, user, idFromParam(params.userId), area);
  const t = await getT(request);
  const { list, confirming } = await personExpensesPageOf(sql, t, request, person.id);
  const mayChange = can(user.access, "update", "hr");
  return {
    heading: t("expense.hr.person_title", { name: person.name }),
    header,
    tabs,
    back,
    /** this page: where the withdraw form posts */
    path: personExpensesPath(area, person.id),
    /** HR's pages of the person's expenses: new, edit, the report */
    base: personExpensesPath("hr", person.id),
    mayChange,
    mayReport: can(user.access, "read", "hr"),
    mayReadHistory: allows(READS_HISTORY, user.access),
    ...list,
    confirming: confirming && mayChange ? { id: confirming.id, version: confirming.version, commandId: newCommandId() } : null,
  };
}

/** HR withdraws one of the person's pending expenses (update hr); another person's or company's expense is a 404. */
export function personExpensesAction(args: ActionFunctionArgs, area: PersonArea) {
  return commandAction(args, {
    ...personExpensesHandle(area),
    scope: ({ sql, user, params }) => scopedPerson(sql, user, params.userId),
  }).intents({
    "withdraw-expense": {
      schema: withdrawExpenseSchema,
      conflictKey: "expense.list.conflict",
      run: async ({ sql, user, scope: person, value, meta, expectedVersion }) => {
        const expense = await scopedRecord(sql, user, "expense", value.expenseId, { personId: person.id });
        await withdrawExpense(sql, user, { expenseId: expense.id, personId: expense.personId, expectedVersion }, meta);
        return { to: personExpensesPath(area, person.id), flash: "expense.list.withdrawn_successfully" };
      },
      // the confirmation shown again, at the expense's current version, gets a form id of its own
      failure: async ({ value }) => {
        const expense = value ? await expenseById(await getSql(), value.expenseId) : null;
        return expense ? { expenseId: expense.id, version: expense.version, commandId: newCommandId() } : { expenseId: null, version: null, commandId: null };
      },
    },
  });
}
