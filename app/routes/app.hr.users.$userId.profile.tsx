import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { flashCookie } from "~/auth/flash.server";
import { readForm } from "~/auth/form.server";
import { authorizeGet, authorizePost } from "~/auth/policy.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { activationSchema } from "~/domain/person/activation-schema";
import { hrPersonViewOf } from "~/ui/people/hr-person-view.server";
import { personPageOf } from "~/ui/people/person-page.server";
import { commandMeta, newCommandId, refusal } from "~/operations/action.server";
import { deactivatePerson, reactivatePerson } from "~/operations/change-person-access.server";
import { idFromParam } from "~/operations/http.server";
import { getSql } from "~/runtime.server";
import { parseForm } from "~/ui/forms/parse";
import * as h from "~/ui/history/history.css";
import { PersonHeader } from "~/ui/people/person-header";
import { ActivationConfirm, PersonView } from "~/ui/people/person-view";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "hr.users.list.title",
  policy: { get: anyOf(["read", "hr"]), post: anyOf(["update", "hr"]) },
};

/** One person's whole record as HR reads it, with the activation step for those who manage people. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { header, tabs } = await personPageOf(sql, user, idFromParam(params.userId));
  const person = await hrPersonViewOf(sql, user, header.id);
  const canEdit = can(user.access, "update", "hr");
  const q = new URL(request.url).searchParams;
  // the confirmation step the page renders itself (no JavaScript needed): only the one that fits the person's state
  const confirm = !canEdit ? null : person.active && q.get("deactivate") === "1" ? "deactivate-person" : !person.active && q.get("reactivate") === "1" ? "reactivate-person" : null;
  return { header, tabs, person, canEdit, confirm, commandId: newCommandId() } as const;
}

/** Deactivates (the box ticked; the person's sessions end at once) or reactivates the person. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await authorizePost(request, handle);
  const sql = await getSql();
  // another company's person, an erased or unknown one: a 404 before anything is read or done
  const personId = (await personPageOf(sql, user, idFromParam(params.userId))).header.id;
  const form = await readForm(request);
  const submission = parseForm(form, { schema: activationSchema });
  const intent = form.get("intent") === "reactivate-person" ? ("reactivate-person" as const) : ("deactivate-person" as const);
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  const input = { personId, expectedVersion: submission.value.expectedVersion ?? null };
  try {
    if (submission.value.intent === "deactivate-person") await deactivatePerson(sql, user, input, commandMeta(user, form));
    else await reactivatePerson(sql, user, input, commandMeta(user, form));
  } catch (err) {
    const r = await refusal(request, submission, err, { conflictKey: "people_docs.conflict" });
    return data({ intent, result: r.result }, { status: r.status });
  }
  const key = submission.value.intent === "deactivate-person" ? "people_docs.activation.deactivated" : "people_docs.activation.reactivated";
  throw redirect(`/app/hr/users/${personId}/profile`, { status: 303, headers: { "Set-Cookie": await flashCookie(request, { kind: "success", key }) } });
}

export default function HrPersonProfile() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const self = `/app/hr/users/${d.person.id}/profile`;
  // a refused confirmation comes back with its errors; otherwise the step the URL asked for
  const confirm = actionData?.intent ?? d.confirm;
  return (
    <div className={h.page}>
      <PersonHeader person={d.header} tabs={d.tabs} />
      {confirm && d.canEdit ? (
        <ActivationConfirm intent={confirm} commandId={d.commandId} version={d.person.version} cancelTo={self} lastResult={actionData?.result} />
      ) : null}
      <PersonView person={d.person} name={d.header.name} canEdit={d.canEdit} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.header.name} · Cantiere` : "Cantiere" }];
