import type { LoaderFunctionArgs, MetaFunction, ActionFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { leaveFormSchema } from "~/domain/leave/schema.server";
import { leaveListAfterSave } from "~/http/list-requests.server";
import { personPageOf } from "~/areas/people/person-page.server";
import { commandAction } from "~/http/command-action.server";
import { idFromParam, scopedPerson } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { requestLeave } from "~/areas/leave/request-leave.server";
import { getSql } from "~/runtime.server";
import { LeaveForm } from "~/ui/leave/leave-form";
import * as l from "~/ui/leave/leave.css";
import { PersonHeader } from "~/ui/people/person-header";
import * as s from "~/ui/shell.css";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "hr.users.list.title",
  policy: { get: anyOf(["update", "hr"], ["update", "leave"]), post: anyOf(["update", "hr"], ["update", "leave"]) },
};

/** An empty request form for this person (within the user's companies). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const { person, header, tabs } = await personPageOf(await getSql(), user, idFromParam(params.userId));
  const t = await getT(request);
  return { header, tabs, heading: t("leave.hr.new_title", { name: person.name }), commandId: newCommandId() };
}

/** HR records a request for the person; it starts PENDING like any other (NO_LEAVE does not stop HR). */
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
  ...handle,
  scope: ({ sql, user, params }) => scopedPerson(sql, user, params.userId),
}).intents({
  "request-leave": {
    schema: leaveFormSchema,
    run: async ({ sql, user, scope: person, value, meta }) => {
      await requestLeave(sql, user, { personId: person.id, leave: value.leave }, meta);
      return { to: leaveListAfterSave(`/app/hr/users/${person.id}/leaves`, value.leave), flash: "leave_saved_successfully" };
    },
  },
});

export default function HrNewPersonLeave() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className={l.page}>
      <PersonHeader person={d.header} tabs={d.tabs} />
      <section className={`${s.card} ${l.page}`}>
        <h2 className={s.heading}>{d.heading}</h2>
        <LeaveForm
          intent="request-leave"
          defaults={{ shape: "range", minutes: "0" }}
          commandId={d.commandId}
          expectedVersion={0}
          lastResult={actionData?.result}
          cancelTo={`/app/hr/users/${d.header.id}/leaves`}
        />
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
