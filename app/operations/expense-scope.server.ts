// Company scoping of the HR expense screens (ADR-0006): a person, or an expense of a person, in a
// company the user may not see reads exactly like an unknown one — a 404, as does a malformed id.
import type { Actor } from "~/domain/access/actor";
import { peopleCompanies } from "~/domain/access/permissions";
import { expenseById, expensePersonOf, type ExpensePerson, type ExpenseRow } from "~/events/queries/expenses.server";
import { getSql } from "~/runtime.server";

const notFound = () => new Response("Not Found", { status: 404, statusText: "Not Found" });

/** A positive whole id from a URL segment or form field; NaN otherwise. */
export function idOf(param: unknown): number {
  return typeof param === "string" && /^\d{1,15}$/.test(param) ? Number(param) : NaN;
}

/** The companies whose people (and their expenses) the user may see. */
export function visibleCompanies(user: Actor) {
  return peopleCompanies(user.principal, user.access);
}

/** A person the HR user may see; a 404 otherwise. */
export async function visiblePerson(user: Actor, param: unknown): Promise<ExpensePerson> {
  const person = await expensePersonOf(await getSql(), idOf(param));
  if (!person || !visibleCompanies(user).includes(person.companyCode)) throw notFound();
  return person;
}

/** An expense of a person the HR user may see (and, when given, of that very person); a 404 otherwise. */
export async function visibleExpense(user: Actor, param: unknown, personId?: number): Promise<ExpenseRow> {
  const expense = await expenseById(await getSql(), idOf(param));
  if (!expense || !visibleCompanies(user).includes(expense.companyCode)) throw notFound();
  if (personId !== undefined && expense.personId !== personId) throw notFound();
  return expense;
}
