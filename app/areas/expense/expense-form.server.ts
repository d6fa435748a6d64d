// The expense form's intents, shared by the five screens that post it (own new and edit, HR's new
// and edit for a person, HR's new for anyone): each route passes one of these to commandRoute with
// EXPENSE_FORM_UPLOAD, so the multipart form is read within the receipt's limits with the CSRF check
// and the text fields are parsed by the same schema the browser ran. Then the receipt is checked by
// its bytes (a missing or refused one beside the file field, 400); only when everything is valid is
// it stored, and the command runs with its key. A refused command (or a repeated command id, which
// appends nothing) leaves the just-stored file without an event: it is removed again at once
// (ADR-0022). Every refusal re-renders the form with the values typed and, when a file was sent,
// the plain note that it must be chosen again (`fileSent`).
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import type { ReceiptRef } from "~/domain/expense/events";
import { expenseFormSchema, hrExpenseFormSchema, type ExpenseFormValue } from "~/domain/expense/schema";
import { DomainError } from "~/domain/shared/errors";
import type { CommandMeta } from "~/events/handle-command.server";
import { getT } from "~/i18n/i18next.server";
import { editExpense } from "~/areas/expense/edit-expense.server";
import { submitExpense } from "~/areas/expense/submit-expense.server";
import { fileStore } from "~/storage/index.server";
import type { MultipartForm, UploadLimits } from "~/storage/multipart.server";
import { checkUpload, discardUpload, RECEIPT_UPLOAD, storeUpload, type CheckedUpload, type StoredUpload } from "~/storage/upload.server";
import type { Done, IntentContext } from "~/http/command-action.server";
import { scopedPerson } from "~/http/scope.server";

/** How every expense route reads its form: a multipart form with the receipt. */
export const EXPENSE_FORM_UPLOAD: UploadLimits = { maxFileBytes: RECEIPT_UPLOAD.maxBytes };

/** A file had been chosen: the page says it must be chosen again (a browser never keeps it). */
const fileSentOf = ({ files }: { files: MultipartForm["files"] | null }) => ({ fileSent: Boolean(files?.get("receipt")) });

/** The receipt sent with the form, checked by its bytes; none: null, or a refusal beside the file field when one is required. */
async function receiptOf(request: Request, files: MultipartForm["files"] | null, required: boolean) {
  const received = files?.get("receipt");
  if (!received) {
    if (required) throw new DomainError("invalid", "expense.receipt_required", { field: "receipt" });
    return null;
  }
  const r = await checkUpload(received, RECEIPT_UPLOAD);
  if (r.ok) return r.file;
  const t = await getT(request);
  throw new DomainError("invalid", "storage.refused", { field: "receipt", params: { reason: t(`storage.reason.${r.reason}`, r.params) } });
}

type Save = (sql: Sql, user: CurrentUser, receipt: ReceiptRef | null, meta: CommandMeta) => Promise<{ replayed: boolean }>;

/** Stores the checked receipt, runs the command with its key; a refusal or a repeat removes the stored file again. */
async function withReceipt(ctx: IntentContext<unknown, unknown>, checked: CheckedUpload | null, save: Save): Promise<void> {
  const store = fileStore();
  const stored: StoredUpload | null = checked ? await storeUpload(store, checked, RECEIPT_UPLOAD) : null;
  const receipt: ReceiptRef | null = stored
    ? { key: stored.key, thumbnailKey: stored.thumbnailKey, contentType: stored.contentType, size: stored.size, sha256: stored.sha256 }
    : null;
  try {
    const outcome = await save(ctx.sql, ctx.user, receipt, ctx.meta);
    // a repeated command id returns the first outcome and records nothing: this upload is not needed
    if (outcome.replayed && stored) await discardUpload(store, stored);
  } catch (err) {
    if (stored) await discardUpload(store, stored);
    throw err;
  }
}

const saved = (to: string): Done => ({ to, flash: "expense_saved_successfully" });

/** A new expense of a known person (the user's own, or the person of HR's page): the receipt is required. */
export function submitExpenseIntent<Scope>(target: (ctx: { user: CurrentUser; scope: Scope }) => { personId: number; redirectTo: string }) {
  return {
    schema: expenseFormSchema,
    conflictKey: "expense.form.conflict",
    failure: fileSentOf,
    run: async (ctx: IntentContext<ExpenseFormValue, Scope>) => {
      const { personId, redirectTo } = target(ctx);
      const checked = await receiptOf(ctx.request, ctx.files, true);
      await withReceipt(ctx, checked, (sql, user, receipt, meta) => submitExpense(sql, user, { personId, expense: ctx.value.expense, receipt }, meta));
      return saved(redirectTo);
    },
  };
}

/** HR's new expense for any person they may see: the person comes from the form (another company's is refused beside the field, 400). */
export function submitExpenseForAnyoneIntent(redirectTo: string) {
  return {
    schema: hrExpenseFormSchema,
    conflictKey: "expense.form.conflict",
    failure: fileSentOf,
    run: async (ctx: IntentContext<ExpenseFormValue & { personId: number }, undefined>) => {
      const checked = await receiptOf(ctx.request, ctx.files, true);
      // a person of another company, an erased or an unknown one: the chooser's error, not a 404
      const person = await scopedPerson(ctx.sql, ctx.user, ctx.value.personId).catch((err: unknown) => {
        if (err instanceof Response && err.status === 404) throw new DomainError("invalid", "expense.unknown_person", { field: "personId" });
        throw err;
      });
      await withReceipt(ctx, checked, (sql, user, receipt, meta) => submitExpense(sql, user, { personId: person.id, expense: ctx.value.expense, receipt }, meta));
      return saved(redirectTo);
    },
  };
}

/** A change to a pending expense (the route's scope is the expense); a new receipt replaces the old one, none keeps it. */
export function editExpenseIntent(redirectTo: (expense: { id: number; personId: number }) => string) {
  return {
    schema: expenseFormSchema,
    conflictKey: "expense.form.conflict",
    failure: fileSentOf,
    run: async (ctx: IntentContext<ExpenseFormValue, { id: number; personId: number }>) => {
      const { id, personId } = ctx.scope;
      const checked = await receiptOf(ctx.request, ctx.files, false);
      await withReceipt(ctx, checked, (sql, user, receipt, meta) =>
        editExpense(sql, user, { expenseId: id, personId, expense: ctx.value.expense, receipt, expectedVersion: ctx.expectedVersion }, meta),
      );
      return saved(redirectTo(ctx.scope));
    },
  };
}
