import { parseForm } from "~/ui/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { flashCookie } from "~/auth/flash.server";
import { readForm } from "~/auth/form.server";
import { authorizeGet, authorizePost } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { leaveFormSchema } from "~/domain/leave/schema";
import { leaveListAfterSave } from "~/events/queries/leaves.server";
import { personPageOf } from "~/ui/people/person-page.server";
import { getT } from "~/i18n/i18next.server";
import { commandMeta, newCommandId, refusal } from "~/operations/action.server";
import { idFromParam } from "~/operations/http.server";
import { requestLeave } from "~/operations/leave.server";
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
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await authorizePost(request, handle);
  const sql = await getSql();
  const { person } = await personPageOf(sql, user, idFromParam(params.userId));
  const form = await readForm(request);
  const submission = parseForm(form, { schema: leaveFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await requestLeave(sql, user, { personId: person.id, leave: submission.value.leave }, commandMeta(user, form));
  } catch (err) {
    const r = await refusal(request, submission, err);
    return data({ result: r.result }, { status: r.status });
  }
  throw redirect(leaveListAfterSave(`/app/hr/users/${person.id}/leaves`, submission.value.leave), {
    status: 303,
    headers: { "Set-Cookie": await flashCookie(request, { kind: "success", key: "leave_saved_successfully" }) },
  });
}

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
