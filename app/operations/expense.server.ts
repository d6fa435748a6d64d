// The expense commands as the screens run them: submit, edit, withdraw, approve, reject one expense
// (stream `expense-<id>`). Each loads what the rules need (the person's role, the site as the
// acting user may see it) and names the actor with their rights. Reason and place are the person's
// personal data: every expense command encrypts with the key of `person-<personId>` (ADR-0007).
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { siteCompanies } from "~/domain/access/permissions";
import { EXPENSE_DECISIONS, type SubmitExpense } from "~/domain/expense/commands";
import { expenseDecider } from "~/domain/expense/decider";
import type { ReceiptRef } from "~/domain/expense/events";
import type { ExpenseInput } from "~/domain/expense/input";
import type { ExpenseActor } from "~/domain/expense/types";
import { notFound } from "~/domain/shared/errors";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { expensePersonOf, expenseSiteRef } from "~/events/queries/expenses.server";

/** The signed-in user as the expense rules see an actor. */
export const expenseActorOf = (user: Pick<Actor, "id" | "access">): ExpenseActor => ({ personId: user.id, rights: [...user.access.rights] });

const piiOf = (personId: number) => () => `person-${personId}`;

/** The site the input names, when the acting user may see it. */
function siteFor(sql: Sql, user: Pick<Actor, "principal" | "access">, input: ExpenseInput) {
  return expenseSiteRef(sql, input.siteId, siteCompanies(user.principal, user.access));
}

/** Records a new expense for `personId` (by the person or by HR for them) with its stored receipt; numbers the expense. */
export async function submitExpense(
  sql: Sql,
  user: Actor,
  input: { personId: number; expense: ExpenseInput; receipt: ReceiptRef | null },
  meta: CommandMeta,
) {
  const [person, site] = await Promise.all([expensePersonOf(sql, input.personId), siteFor(sql, user, input.expense)]);
  if (!person) throw notFound();
  return handleCommand(sql, expenseDecider, {
    command: (expenseId): SubmitExpense => ({
      type: "SubmitExpense",
      expenseId,
      personId: person.personId,
      personRole: person.role,
      submittedBy: expenseActorOf(user),
      expense: input.expense,
      receipt: input.receipt,
      site,
    }),
    commandType: "SubmitExpense",
    meta,
    target: { sequence: "expense_id_seq" },
    piiSubject: piiOf(person.personId),
  });
}

interface OnExpense {
  expenseId: number;
  /** the person the expense is about (from the expense's row) */
  personId: number;
  expectedVersion: number | null;
}

/** Changes a pending expense; `receipt` null keeps the current one. */
export async function editExpense(sql: Sql, user: Actor, input: OnExpense & { expense: ExpenseInput; receipt: ReceiptRef | null }, meta: CommandMeta) {
  const site = await siteFor(sql, user, input.expense);
  return handleCommand(sql, expenseDecider, {
    command: { type: "EditExpense", editedBy: expenseActorOf(user), expense: input.expense, receipt: input.receipt, site },
    commandType: "EditExpense",
    meta,
    target: { id: input.expenseId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
  });
}

/** Withdraws a pending expense; final. */
export function withdrawExpense(sql: Sql, user: Actor, input: OnExpense, meta: CommandMeta) {
  return handleCommand(sql, expenseDecider, {
    command: { type: "WithdrawExpense", withdrawnBy: expenseActorOf(user) },
    commandType: "WithdrawExpense",
    meta,
    target: { id: input.expenseId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
  });
}

/** Approves a pending expense (update hr; never one's own), with the CHF equivalent and the account when given. */
export function approveExpense(sql: Sql, user: Pick<Actor, "id" | "access">, input: OnExpense & { changedChf: number | null; account: string | null }, meta: CommandMeta) {
  return handleCommand(sql, expenseDecider, {
    command: { type: EXPENSE_DECISIONS.approve.commandType, decidedBy: expenseActorOf(user), changedChf: input.changedChf, account: input.account },
    commandType: EXPENSE_DECISIONS.approve.commandType,
    meta,
    target: { id: input.expenseId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
  });
}

/** Rejects a pending expense (update hr; never one's own). */
export function rejectExpense(sql: Sql, user: Pick<Actor, "id" | "access">, input: OnExpense, meta: CommandMeta) {
  return handleCommand(sql, expenseDecider, {
    command: { type: EXPENSE_DECISIONS.reject.commandType, decidedBy: expenseActorOf(user) },
    commandType: EXPENSE_DECISIONS.reject.commandType,
    meta,
    target: { id: input.expenseId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
  });
}
