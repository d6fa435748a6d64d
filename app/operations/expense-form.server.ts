// The expense form's action, shared by the five screens that post it (own new and edit, HR's new
// and edit for a person, HR's new for anyone). A multipart form, read within the receipt's limits
// with the CSRF check (readUploadForm); the text fields parsed by the same schema the browser
// ran; the receipt checked by its bytes. Only when everything is valid is the receipt stored, and
// then the command runs with its key. A refused command (or a repeated command id, which appends
// nothing) leaves the just-stored file without an event: it is removed again at once (ADR-0022).
// Every refusal re-renders the form with the values typed and, when a file was sent, the plain
// note that it must be chosen again.
import type { SubmissionResult } from "@conform-to/react";
import { parseForm } from "~/ui/forms/parse";
import { data, redirect } from "@remix-run/node";
import { flashCookie } from "~/auth/flash.server";
import { readUploadForm } from "~/auth/form.server";
import type { Actor } from "~/domain/access/actor";
import { peopleCompanies } from "~/domain/access/permissions";
import type { ReceiptRef } from "~/domain/expense/events";
import { expenseFormSchema, hrExpenseFormSchema } from "~/domain/expense/schema";
import type { CompanyCode } from "~/domain/company/companies";
import { expensePersonOf } from "~/events/queries/expenses.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { fileStore } from "~/storage/index.server";
import { checkUpload, discardUpload, RECEIPT_UPLOAD, storeUpload, type CheckedUpload, type StoredUpload } from "~/storage/upload.server";
import { commandMeta, expectedVersionFrom, refusal } from "./action.server";
import { editExpense, submitExpense } from "./expense.server";

/** What a refused expense form sends back to its page. */
export interface ExpenseFormRefusal {
  result: SubmissionResult<string[]>;
  /** a file had been chosen: the page says it must be chosen again */
  fileSent: boolean;
}

export type ExpenseFormTarget =
  /** a new expense for a known person (own, or HR's page of one person) */
  | { mode: "submit"; personId: number; redirectTo: string }
  /** HR's new expense for any person they may see: the person comes from the form */
  | { mode: "submit-for-anyone"; redirectTo: string }
  /** a change to an existing expense */
  | { mode: "edit"; expense: { id: number; personId: number }; redirectTo: string };

/** The join of a refusal reason and its label, without a ":" (i18next would read it as a namespace). */
const joined = (a: string, b: string) => `${a} – ${b}`;

/** Runs the expense form's POST; returns the refusal to render, or throws the redirect with the flash. */
export async function runExpenseForm(request: Request, user: Actor, target: ExpenseFormTarget) {
  const { form, files } = await readUploadForm(request, { maxFileBytes: RECEIPT_UPLOAD.maxBytes });
  const t = await getT(request);
  const received = files.get("receipt");
  const fileSent = Boolean(received);
  const sql = await getSql();

  const submission =
    target.mode === "submit-for-anyone" ? parseForm(form, { schema: hrExpenseFormSchema }) : parseForm(form, { schema: expenseFormSchema });

  const fieldErrors: Record<string, string[]> = {};
  let checked: CheckedUpload | null = null;
  if (received) {
    const r = await checkUpload(received, RECEIPT_UPLOAD);
    if (r.ok) checked = r.file;
    else fieldErrors.receipt = [joined(t("upload_failed"), t(`storage.reason.${r.reason}`, r.params))];
  } else if (target.mode !== "edit") {
    fieldErrors.receipt = [t("expense.receipt_required")];
  }

  let personId: number | null = target.mode === "submit" ? target.personId : target.mode === "edit" ? target.expense.personId : null;
  if (target.mode === "submit-for-anyone" && submission.status === "success") {
    const chosen = (submission.value as unknown as { personId: number }).personId;
    const person = await expensePersonOf(sql, chosen);
    const visible = peopleCompanies(user.principal, user.access) as CompanyCode[];
    if (person && visible.includes(person.companyCode)) personId = person.personId;
    else fieldErrors.personId = [t("expense.unknown_person")];
  }

  if (submission.status !== "success" || Object.keys(fieldErrors).length > 0 || personId === null) {
    const refused: ExpenseFormRefusal = { result: submission.reply({ fieldErrors }), fileSent };
    return data(refused, { status: 400 });
  }

  const store = fileStore();
  const stored: StoredUpload | null = checked ? await storeUpload(store, checked, RECEIPT_UPLOAD) : null;
  const receipt: ReceiptRef | null = stored
    ? { key: stored.key, thumbnailKey: stored.thumbnailKey, contentType: stored.contentType, size: stored.size, sha256: stored.sha256 }
    : null;
  const expense = submission.value.expense;
  try {
    const outcome =
      target.mode === "edit"
        ? await editExpense(sql, user, { expenseId: target.expense.id, personId, expense, receipt, expectedVersion: expectedVersionFrom(form) }, commandMeta(user, form))
        : await submitExpense(sql, user, { personId, expense, receipt }, commandMeta(user, form));
    // a repeated command id returns the first outcome and records nothing: this upload is not needed
    if (outcome.replayed && stored) await discardUpload(store, stored);
  } catch (err) {
    if (stored) await discardUpload(store, stored);
    const r = await refusal(request, submission, err, { conflictKey: "expense.form.conflict" });
    const refused: ExpenseFormRefusal = { result: r.result, fileSent };
    return data(refused, { status: r.status });
  }
  throw redirect(target.redirectTo, {
    status: 303,
    headers: { "Set-Cookie": await flashCookie(request, { kind: "success", key: "expense_saved_successfully" }) },
  });
}
