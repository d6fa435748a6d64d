import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { legalDocumentSchema, removeLegalDocumentSchema } from "~/domain/person/schema.server";
import { legalDocumentRowsOf } from "~/areas/people/hr-person-view.server";
import { personPageOf } from "~/areas/people/person-page.server";
import { commandAction } from "~/http/command-action.server";
import { scopedPerson } from "~/http/scope.server";
import { checkedFile, fileCheck } from "~/http/uploads.server";
import { commandIdsFor } from "~/http/command-ids.server";
import { addLegalDocument } from "~/areas/people/add-legal-document.server";
import { removeLegalDocument } from "~/areas/people/remove-legal-document.server";
import { getSql } from "~/runtime.server";
import { LEGAL_DOCUMENT_UPLOAD } from "~/storage/upload.server";
import { errorsText } from "~/ui/forms/messages";
import * as h from "~/ui/history/history.css";
import { AddLegalDocumentForm, LegalDocumentsTable, RemoveLegalDocumentConfirm } from "~/ui/people/legal-documents";
import { PersonHeader } from "~/ui/people/person-header";
import { queryParams } from "~/domain/shared/query-params";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "hr.users.list.title",
  policy: { get: anyOf(["read", "hr"]), post: anyOf(["update", "hr"]) },
};

/** The person's legal documents with their signed download links; the add form and removal for those who manage people. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { header, tabs } = await personPageOf(sql, user, params.userId);
  const { version, documents } = await legalDocumentRowsOf(sql, user, header.id);
  const canEdit = can(user.access, "update", "hr");
  const asked = queryParams(request).get("remove");
  const removing = canEdit ? (documents.find((d) => d.documentId === asked) ?? null) : null;
  return { header, tabs, version, documents, canEdit, removing, commandIds: commandIdsFor("add", "remove") };
}

/** Adds a document with its file (multipart), or removes one after its confirmation. */
// a function, never a call at the top of the module: the browser bundle keeps no server code (the command action is a .server module)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
  ...handle,
  // another company's person, an erased or unknown one: a 404 before the body is read
  scope: ({ sql, user, params }) => scopedPerson(sql, user, params.userId),
  upload: { maxFileBytes: LEGAL_DOCUMENT_UPLOAD.maxBytes },
}).intents({
  "add-legal-document": {
    schema: legalDocumentSchema,
    conflictKey: "people_docs.conflict",
    checkFiles: fileCheck("file", LEGAL_DOCUMENT_UPLOAD, "person.document_file_required"),
    failure: ({ files }) => ({ fileSent: Boolean(files?.get("file")) }),
    run: async ({ sql, user, scope, value, meta, expectedVersion, files }) => {
      const file = await checkedFile(files, "file", LEGAL_DOCUMENT_UPLOAD);
      await addLegalDocument(sql, user, { personId: scope.id, document: value.document, file, expectedVersion }, meta);
      return { to: `/app/hr/users/${scope.id}/documents`, flash: "people_docs.documents.added" };
    },
  },
  "remove-legal-document": {
    schema: removeLegalDocumentSchema,
    conflictKey: "people_docs.conflict",
    // a refused removal shows its confirmation again
    failure: ({ form }) => ({ documentId: String(form.get("documentId") ?? "") }),
    run: async ({ sql, user, scope, value, meta, expectedVersion }) => {
      await removeLegalDocument(sql, user, { personId: scope.id, documentId: value.documentId, expectedVersion }, meta);
      return { to: `/app/hr/users/${scope.id}/documents`, flash: "people_docs.documents.removed" };
    },
  },
});

export default function HrPersonDocuments() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const self = `/app/hr/users/${d.header.id}/documents`;
  // a refused removal shows its confirmation again, with the reason
  const failedRemoval = actionData?.intent === "remove-legal-document" ? { documentId: actionData.documentId, error: errorsText(t, Object.values(actionData.result.error ?? {}).flatMap((m) => m ?? [])) } : null;
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
          lastResult={actionData?.intent === "add-legal-document" ? actionData.result : undefined}
          fileSent={actionData?.intent === "add-legal-document" ? actionData.fileSent === true : false}
        />
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.header.name} · Cantiere` : "Cantiere" }];
