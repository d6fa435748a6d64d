import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { flashCookie } from "~/auth/flash.server";
import { readForm, readUploadForm } from "~/auth/form.server";
import { authorizeGet, authorizePost } from "~/auth/policy.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { legalDocumentSchema, removeLegalDocumentSchema } from "~/domain/person/schema";
import { legalDocumentRowsOf } from "~/ui/people/hr-person-view.server";
import { personPageOf } from "~/ui/people/person-page.server";
import { getT } from "~/i18n/i18next.server";
import { commandIdsFor, commandMeta, expectedVersionFrom, refusal } from "~/operations/action.server";
import { idFromParam } from "~/operations/http.server";
import { addLegalDocument, removeLegalDocument } from "~/operations/person-uploads.server";
import { getSql } from "~/runtime.server";
import { checkUpload, LEGAL_DOCUMENT_UPLOAD, type CheckedUpload } from "~/storage/upload.server";
import { parseForm } from "~/ui/forms/parse";
import * as h from "~/ui/history/history.css";
import { AddLegalDocumentForm, LegalDocumentsTable, RemoveLegalDocumentConfirm } from "~/ui/people/legal-documents";
import { PersonHeader } from "~/ui/people/person-header";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "hr.users.list.title",
  policy: { get: anyOf(["read", "hr"]), post: anyOf(["update", "hr"]) },
};

/** The person's legal documents with their signed download links; the add form and removal for those who manage people. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { header, tabs } = await personPageOf(sql, user, idFromParam(params.userId));
  const { version, documents } = await legalDocumentRowsOf(sql, user, header.id);
  const canEdit = can(user.access, "update", "hr");
  const asked = new URL(request.url).searchParams.get("remove");
  const removing = canEdit ? (documents.find((d) => d.documentId === asked) ?? null) : null;
  return { header, tabs, version, documents, canEdit, removing, commandIds: commandIdsFor("add", "remove") };
}

/** The join of a refusal reason and its label, without a ":" (i18next would read it as a namespace). */
const joined = (a: string, b: string) => `${a} – ${b}`;

/** Adds a document with its file (multipart), or removes one after its confirmation. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await authorizePost(request, handle);
  const sql = await getSql();
  // another company's person, an erased or unknown one: a 404 before the body is read
  const personId = (await personPageOf(sql, user, idFromParam(params.userId))).header.id;
  const self = `/app/hr/users/${personId}/documents`;
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    const form = await readForm(request);
    const submission = parseForm(form, { schema: removeLegalDocumentSchema });
    const documentId = String(form.get("documentId") ?? "");
    if (submission.status !== "success") {
      const t = await getT(request);
      const messages = Object.values(submission.reply().error ?? {}).flat();
      return data({ form: "remove" as const, documentId, error: messages.map((m) => t(m ?? "")).join(" "), result: null, fileSent: false }, { status: 400 });
    }
    try {
      await removeLegalDocument(sql, user, { personId, documentId: submission.value.documentId, expectedVersion: expectedVersionFrom(form) }, commandMeta(user, form));
    } catch (err) {
      const r = await refusal(request, submission, err, { conflictKey: "people_docs.conflict" });
      const error = Object.values(r.result.error ?? {}).flat().join(" ");
      return data({ form: "remove" as const, documentId, error, result: null, fileSent: false }, { status: r.status });
    }
    throw redirect(self, { status: 303, headers: { "Set-Cookie": await flashCookie(request, { kind: "success", key: "people_docs.documents.removed" }) } });
  }

  const { form, files } = await readUploadForm(request, { maxFileBytes: LEGAL_DOCUMENT_UPLOAD.maxBytes });
  const t = await getT(request);
  const received = files.get("file");
  const fileSent = Boolean(received);
  const submission = parseForm(form, { schema: legalDocumentSchema });
  const fieldErrors: Record<string, string[]> = {};
  let checked: CheckedUpload | null = null;
  if (received) {
    const r = await checkUpload(received, LEGAL_DOCUMENT_UPLOAD);
    if (r.ok) checked = r.file;
    else fieldErrors.file = [joined(t("upload_failed"), t(`storage.reason.${r.reason}`, r.params))];
  } else {
    fieldErrors.file = [t("person.document_file_required")];
  }
  if (submission.status !== "success" || !checked) {
    return data({ form: "add" as const, documentId: null, error: null, result: submission.reply({ fieldErrors }), fileSent }, { status: 400 });
  }
  try {
    await addLegalDocument(
      sql,
      user,
      { personId, document: submission.value.document, file: checked, expectedVersion: expectedVersionFrom(form) },
      commandMeta(user, form),
    );
  } catch (err) {
    const r = await refusal(request, submission, err, { conflictKey: "people_docs.conflict" });
    return data({ form: "add" as const, documentId: null, error: null, result: r.result, fileSent }, { status: r.status });
  }
  throw redirect(self, { status: 303, headers: { "Set-Cookie": await flashCookie(request, { kind: "success", key: "people_docs.documents.added" }) } });
}

export default function HrPersonDocuments() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const self = `/app/hr/users/${d.header.id}/documents`;
  // a refused removal shows its confirmation again, with the reason
  const failedRemoval = actionData?.form === "remove" ? actionData : null;
  const removing = d.removing ?? (failedRemoval ? (d.documents.find((x) => x.documentId === failedRemoval.documentId) ?? null) : null);
  return (
    <div className={h.page}>
      <PersonHeader person={d.header} tabs={d.tabs} />
      <section className={h.panel} aria-labelledby="documents-title">
        <h2 id="documents-title" className={h.subtitle}>
          {t("people_docs.documents.title")}
        </h2>
        {failedRemoval && !removing ? (
          <p role="alert" className={h.muted}>
            {failedRemoval.error}
          </p>
        ) : null}
        {removing ? (
          <RemoveLegalDocumentConfirm document={removing} commandId={d.commandIds.remove} version={d.version} cancelTo={self} error={failedRemoval?.error ?? null} />
        ) : null}
        <LegalDocumentsTable documents={d.documents} canEdit={d.canEdit} />
        {d.canEdit ? null : <p className={h.muted}>{t("people_docs.documents.read_only")}</p>}
      </section>
      {d.canEdit ? (
        <AddLegalDocumentForm
          commandId={d.commandIds.add}
          version={d.version}
          lastResult={actionData?.form === "add" ? actionData.result : undefined}
          fileSent={actionData?.form === "add" ? actionData.fileSent : false}
        />
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.header.name} · Cantiere` : "Cantiere" }];
