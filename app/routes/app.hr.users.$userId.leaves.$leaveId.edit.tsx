import type { LoaderFunctionArgs, MetaFunction, ActionFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import type { CurrentUser } from "~/auth/user.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { leaveInputOf } from "~/domain/leave/period.server";
import { leaveFormDefaults, leaveFormSchema } from "~/domain/leave/schema.server";
import { leaveTypeKey } from "~/domain/leave/types";
import { formatDateTime } from "~/domain/shared/format";
import type { Sql } from "~/db.server";
import { peopleNames } from "~/events/queries/people.server";
import { leaveListAfterSave } from "~/http/list-requests.server";
import { personPageOf } from "~/areas/people/person-page.server";
import { commandAction } from "~/http/command-action.server";
import { idFromParam, scopedPerson, scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { editLeave } from "~/areas/leave/edit-leave.server";
import { getSql } from "~/runtime.server";
import { LeaveForm } from "~/ui/leave/leave-form";
import * as l from "~/ui/leave/leave.css";
import { PdfLinks } from "~/ui/leave/pdf-links";
import { StatusBadge } from "~/ui/leave/status-badge";
import { periodEnds } from "~/ui/leave/view.server";
import { PersonHeader } from "~/ui/people/person-header";
import * as s from "~/ui/shell.css";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "hr.users.list.title",
  policy: { get: anyOf(["update", "hr"], ["update", "leave"]), post: anyOf(["update", "hr"], ["update", "leave"]) },
};

/** The person (within the user's companies) and one of their requests; a request of someone else is a 404. */
async function personLeave(sql: Sql, user: CurrentUser, params: { userId?: string; leaveId?: string }) {
  const page = await personPageOf(sql, user, idFromParam(params.userId));
  const leave = await scopedRecord(sql, user, "leave", params.leaveId, { personId: page.person.id });
  return { ...page, leave };
}

/** A request in the form's terms; a request no longer pending says why it cannot be edited, and who decided it. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { person, header, tabs, leave } = await personLeave(sql, user, params);
  const t = await getT(request);
  const closedBy = leave.decidedBy ?? null;
  const names = closedBy === null ? {} : await peopleNames(sql, [closedBy]);
  return {
    header,
    tabs,
    heading: t("leave.hr.edit_title", { name: person.name }),
    id: leave.id,
    status: leave.status,
    type: t(leaveTypeKey(leave.leaveType)),
    ...periodEnds(leave.details),
    decided:
      leave.decidedAt && closedBy !== null
        ? t("leave.hr.decided_by", { name: names[String(closedBy)] ?? t("history.unknown_person", { id: closedBy }), at: formatDateTime(leave.decidedAt) })
        : null,
    editable: leave.status === "PENDING",
    defaults: leaveFormDefaults(leaveInputOf(leave.details, leave.description)),
    version: leave.version,
    commandId: newCommandId(),
  };
}

/** HR corrects a pending request; a stale version is a conflict, a decided one `edit_allow_only_on_pending`. */
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
  ...handle,
  scope: async ({ sql, user, params }) => {
    const person = await scopedPerson(sql, user, params.userId);
    return scopedRecord(sql, user, "leave", params.leaveId, { personId: person.id });
  },
}).intents({
  "edit-leave-request": {
    schema: leaveFormSchema,
    conflictKey: "leave.form.conflict",
    run: async ({ sql, user, scope: leave, value, meta, expectedVersion }) => {
      await editLeave(sql, user, { leaveId: leave.id, personId: leave.personId, leave: value.leave, expectedVersion }, meta);
      return { to: leaveListAfterSave(`/app/hr/users/${leave.personId}/leaves`, value.leave), flash: "leave_saved_successfully" };
    },
  },
});

export default function HrEditPersonLeave() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const list = `/app/hr/users/${d.header.id}/leaves`;
  return (
    <div className={l.page}>
      <PersonHeader person={d.header} tabs={d.tabs} />
      <section className={`${s.card} ${l.page}`}>
        <h2 className={s.heading}>{d.heading}</h2>
        <p>
          {d.type} · {d.from} – {d.to} · <StatusBadge status={d.status} />
          {d.decided ? ` · ${d.decided}` : null} · <Link to={`/app/hr/leave-requests/${d.id}/history`}>{t("leave.history.link")}</Link> ·{" "}
          <PdfLinks href={`/app/hr/leave-requests/${d.id}/pdf`} />
        </p>
        {d.editable ? (
          <LeaveForm
            intent="edit-leave-request"
            defaults={d.defaults}
            commandId={d.commandId}
            expectedVersion={d.version}
            lastResult={actionData?.result}
            cancelTo={list}
          />
        ) : (
          <p className={s.formError} role="alert">
            {t("edit_allow_only_on_pending")}
          </p>
        )}
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
