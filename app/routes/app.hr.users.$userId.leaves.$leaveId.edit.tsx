import type { LoaderFunctionArgs, MetaFunction, ActionFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import type { CurrentUser } from "~/auth/user.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { formatDateTime } from "~/domain/shared/format";
import type { Sql } from "~/db.server";
import { peopleNames } from "~/events/queries/people.server";
import { personPageOf } from "~/areas/people/person-page.server";
import { editLeaveIntent, leaveEditPage } from "~/areas/leave/leave-edit-page.server";
import { commandAction } from "~/http/command-action.server";
import { idFromParam, scopedPerson, scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import * as l from "~/ui/leave/leave.css";
import { LeaveEditPage } from "~/ui/leave/leave-edit-page";
import { PersonHeader } from "~/ui/people/person-header";

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
    ...leaveEditPage(t, leave),
    header,
    tabs,
    heading: t("leave.hr.edit_title", { name: person.name }),
    decided:
      leave.decidedAt && closedBy !== null
        ? t("leave.hr.decided_by", { name: names[String(closedBy)] ?? t("history.unknown_person", { id: closedBy }), at: formatDateTime(leave.decidedAt) })
        : null,
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
  "edit-leave-request": editLeaveIntent((leave) => `/app/hr/users/${leave.personId}/leaves`),
});

export default function HrEditPersonLeave() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className={l.page}>
      <PersonHeader person={d.header} tabs={d.tabs} />
      <LeaveEditPage d={d} back={null} records="/app/hr/leave-requests" cancelTo={`/app/hr/users/${d.header.id}/leaves`} lastResult={actionData?.result} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
