// A person's legal documents on HR's person pages (issue 11): the list (title, number, expiry with
// a mark when it is within 30 days or past, signed, the file by a signed link), the add form (a
// multipart form that works without JavaScript; a refusal keeps every typed value and says plainly
// that the file must be chosen again) and the removal's confirmation step, rendered by the page.
import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { LegalDocumentFormValue } from "~/domain/person/schema";
import { LIMITS } from "~/domain/person/types";
import { ConfirmCommandStep } from "../confirm";
import * as c from "../confirm.css";
import { CsrfInput } from "../csrf";
import { CheckboxField, DateField, FileField, TextField } from "../forms/fields";
import { errorsText } from "../forms/messages";
import * as h from "../history/history.css";
import * as p from "../page.css";
import * as s from "../shell.css";
import { ExpiryMark } from "./person-view";
import { StackTable } from "~/ui/table/stack-table";
import { useClientValidation } from "~/ui/forms/client-validation";

export interface LegalDocumentRow {
  documentId: string;
  title: string;
  number: string | null;
  /** DD.MM.YYYY; null: it does not expire */
  expiresAt: string | null;
  /** days left until the expiry when within 30 days or past; null otherwise */
  daysLeft: number | null;
  signed: boolean;
  url: string;
}

export function LegalDocumentsTable({ documents, canEdit }: { documents: readonly LegalDocumentRow[]; canEdit: boolean }) {
  const { t } = useTranslation();
  if (documents.length === 0) return <p>{t("document_not_present")}</p>;
  return (
    <div className={p.tableWrap}>
      <StackTable className={p.table} aria-labelledby="documents-title">
        <thead>
          <tr>
            <th scope="col">{t("people_docs.documents.col_title")}</th>
            <th scope="col">{t("people_docs.documents.col_number")}</th>
            <th scope="col">{t("people_docs.documents.col_expires")}</th>
            <th scope="col">{t("people_docs.documents.col_signed")}</th>
            <th scope="col">{t("people_docs.documents.col_file")}</th>
            {canEdit ? (
              <th scope="col">
                <span className="visually-hidden">{t("confirm.actions")}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {documents.map((d) => (
            <tr key={d.documentId} data-document={d.documentId}>
              <td className={p.textCell}>{d.title}</td>
              <td>{d.number ?? "—"}</td>
              <td>
                {d.expiresAt ?? t("people_docs.documents.no_expiry")}
                {d.daysLeft !== null ? <ExpiryMark daysLeft={d.daysLeft} /> : null}
              </td>
              <td>{d.signed ? t("people_docs.documents.yes") : t("people_docs.documents.no")}</td>
              <td>
                <a href={d.url} rel="noopener noreferrer">
                  {t("people_docs.documents.download", { title: d.title })}
                </a>
              </td>
              {canEdit ? (
                <td>
                  <Link to={`?remove=${d.documentId}`} className={s.buttonSecondary}>
                    {t("people_docs.documents.remove", { title: d.title })}
                  </Link>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </StackTable>
    </div>
  );
}

interface AddFields {
  title: string;
  number: string;
  expiresAt: string;
  signed: string;
  file: File;
  commandId: string;
}

export function AddLegalDocumentForm({
  commandId,
  version,
  lastResult,
  fileSent,
}: {
  commandId: string;
  version: number;
  lastResult: SubmissionResult<string[]> | undefined;
  fileSent: boolean;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm<AddFields, LegalDocumentFormValue>({
    id: "legal-document-form",
    lastResult,
    defaultValue: { commandId },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useClientValidation("form", () => import("~/domain/person/schema").then((m) => m.legalDocumentSchema)),
  });
  const refused = lastResult?.status === "error";
  return (
    <section className={h.panel} aria-labelledby="add-document-title">
      <h2 id="add-document-title" className={h.subtitle}>
        {t("people_docs.documents.add_title")}
      </h2>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
        <ErrorSummary form={form} />
        <CsrfInput />
        <input type="hidden" name="intent" value="add-legal-document" />
        <input type="hidden" name="commandId" value={commandId} />
        <input type="hidden" name="expectedVersion" value={version} />
        {form.errors?.length ? (
          <p className={s.formError} role="alert" id={form.errorId}>
            {errorsText(t, form.errors)}
          </p>
        ) : null}
        <TextField key={fields.title.key} field={fields.title} label={t("people_docs.documents.field_title")} maxLength={LIMITS.documentTitle} required />
        <TextField key={fields.number.key} field={fields.number} label={t("people_docs.documents.field_number")} maxLength={LIMITS.documentNumber} required={false} />
        <DateField key={fields.expiresAt.key} field={fields.expiresAt} label={t("people_docs.documents.field_expires")} hint={t("people_docs.documents.field_expires_hint")} required={false} />
        <CheckboxField key={fields.signed.key} field={fields.signed} label={t("people_docs.documents.field_signed")} required={false} />
        <FileField
          key={fields.file.key}
          field={fields.file}
          label={t("people_docs.documents.field_file")}
          hint={t("people_docs.documents.field_file_hint")}
          accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
          required
          refused={refused && fileSent}
        />
        <button type="submit" className={s.button}>
          {t("people_docs.documents.save")}
        </button>
      </Form>
    </section>
  );
}

export function RemoveLegalDocumentConfirm({
  document,
  commandId,
  version,
  cancelTo,
  error,
}: {
  document: LegalDocumentRow;
  commandId: string;
  version: number;
  cancelTo: string;
  error: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className={c.inline} role="alertdialog" aria-labelledby="remove-document-title">
      <ConfirmCommandStep
        title={t("people_docs.documents.remove_title")}
        text={t("people_docs.documents.remove_text", { title: document.title })}
        titleId="remove-document-title"
        intent="remove-legal-document"
        idField="documentId"
        id={document.documentId}
        version={version}
        commandId={commandId}
        error={error}
        cancelTo={cancelTo}
        cancel={t("people_docs.documents.cancel")}
        confirm={t("people_docs.documents.remove_confirm")}
      />
    </div>
  );
}
