// What the expense commands (submit-, edit-, withdraw-, approve-, reject-expense.server.ts; stream
// `expense-<id>`) share: the actor with their rights, the site as the acting user may see it. Reason
// and place are the person's personal data: every expense command encrypts with the key of
// `person-<personId>` (ADR-0007).
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { siteCompanies } from "~/domain/access/permissions";
import type { ExpenseInput } from "~/domain/expense/input";
import type { ExpenseActor } from "~/domain/expense/types";
import { expenseSiteRef } from "~/events/queries/expenses.server";

/** The signed-in user as the expense rules see an actor. */
export const expenseActorOf = (user: Pick<Actor, "id" | "access">): ExpenseActor => ({ personId: user.id, rights: [...user.access.rights] });

/** Every expense command encrypts with the key of the person the expense is about (ADR-0007). */
export const piiOf = (personId: number) => () => `person-${personId}`;

/** The site the input names, when the acting user may see it. */
export function siteFor(sql: Sql, user: Pick<Actor, "principal" | "access">, input: ExpenseInput) {
  return expenseSiteRef(sql, input.siteId, siteCompanies(user.principal, user.access));
}

/** A command on one recorded expense. */
export interface OnExpense {
  expenseId: number;
  /** the person the expense is about (from the expense's row) */
  personId: number;
  expectedVersion: number | null;
}
