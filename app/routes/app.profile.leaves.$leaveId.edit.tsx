import type { LoaderFunctionArgs, MetaFunction, ActionFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { commandAction } from "~/http/command-action.server";
import { scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { editLeaveIntent, leaveEditPage } from "~/areas/leave/leave-edit-page.server";
import { getSql } from "~/runtime.server";
import { LeaveEditPage } from "~/ui/leave/leave-edit-page";

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
  return { ...leaveEditPage(t, leave), heading: t("leave.form.edit_title") };
}

/** Changes the user's own pending request; a stale version is a conflict, a decided one `edit_allow_only_on_pending`. */
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
  ...handle,
  scope: ({ sql, user, params }) => scopedRecord(sql, user, "leave", params.leaveId, { personId: user.id }),
}).intents({
  "edit-leave-request": editLeaveIntent(() => LIST),
});

export default function EditLeave() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return <LeaveEditPage d={d} back={{ to: LIST, label: t("leave.list.title") }} records={LIST} cancelTo={LIST} lastResult={actionData?.result} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
