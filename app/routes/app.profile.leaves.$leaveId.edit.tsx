import type { LoaderFunctionArgs, MetaFunction, ActionFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { leaveInputOf } from "~/domain/leave/period.server";
import { leaveFormDefaults, leaveFormSchema } from "~/domain/leave/schema.server";
import { leaveTypeKey } from "~/domain/leave/types";
import { leaveListAfterSave } from "~/http/list-requests.server";
import { commandAction } from "~/http/command-action.server";
import { scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { editLeave } from "~/areas/leave/edit-leave.server";
import { getSql } from "~/runtime.server";
import { LeaveForm } from "~/ui/leave/leave-form";
import * as l from "~/ui/leave/leave.css";
import { PdfLinks } from "~/ui/leave/pdf-links";
import { StatusBadge } from "~/ui/leave/status-badge";
import { periodEnds } from "~/ui/leave/view.server";
import * as s from "~/ui/shell.css";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "menu.profile",
  policy: { get: anyOf(["read", "profile"]), post: anyOf(["read", "profile"]) },
};

const LIST = "/app/profile/leaves";

/** The request in the form's terms; a request no longer pending shows why it cannot be edited. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  // one of the user's own requests; someone else's, a malformed or an unknown id is a 404
  const leave = await scopedRecord(await getSql(), user, "leave", params.leaveId, { personId: user.id });
  const t = await getT(request);
  return {
    heading: t("leave.form.edit_title"),
    id: leave.id,
    status: leave.status,
    type: t(leaveTypeKey(leave.leaveType)),
    ...periodEnds(leave.details),
    editable: leave.status === "PENDING",
    defaults: leaveFormDefaults(leaveInputOf(leave.details, leave.description)),
    version: leave.version,
    commandId: newCommandId(),
  };
}

/** Changes the user's own pending request; a stale version is a conflict, a decided one `edit_allow_only_on_pending`. */
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
  ...handle,
  scope: ({ sql, user, params }) => scopedRecord(sql, user, "leave", params.leaveId, { personId: user.id }),
}).intents({
  "edit-leave-request": {
    schema: leaveFormSchema,
    conflictKey: "leave.form.conflict",
    run: async ({ sql, user, scope: leave, value, meta, expectedVersion }) => {
      await editLeave(sql, user, { leaveId: leave.id, personId: leave.personId, leave: value.leave, expectedVersion }, meta);
      return { to: leaveListAfterSave(LIST, value.leave), flash: "leave_saved_successfully" };
    },
  },
});

export default function EditLeave() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section className={`${s.card} ${l.page}`}>
      <p>
        <Link to={LIST}>← {t("leave.list.title")}</Link>
      </p>
      <h1 className={s.heading}>{d.heading}</h1>
      <p>
        {d.type} · {d.from} – {d.to} · <StatusBadge status={d.status} /> · <Link to={`${LIST}/${d.id}/history`}>{t("leave.history.link")}</Link> · <PdfLinks href={`${LIST}/${d.id}/pdf`} />
      </p>
      {d.editable ? (
        <LeaveForm
          intent="edit-leave-request"
          defaults={d.defaults}
          commandId={d.commandId}
          expectedVersion={d.version}
          lastResult={actionData?.result}
          cancelTo={LIST}
        />
      ) : (
        <p className={s.formError} role="alert">
          {t("edit_allow_only_on_pending")}
        </p>
      )}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
