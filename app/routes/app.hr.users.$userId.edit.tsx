import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { commandAction } from "~/http/command-action.server";
import { personFormLoader, personFormSave, personFormScope } from "~/areas/people/person-form.server";
import { PersonFormPage } from "~/ui/people/person-form";
import { HR_PERSON_PATHS } from "~/ui/people/person-paths";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "hr.users.list.title",
  policy: { get: anyOf(["update", "hr"]), post: anyOf(["update", "hr"]) },
};

/** The person's record in the form; another company's person, like an unknown one, is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  return personFormLoader(request, user, params.userId);
}

/** Saves the whole form (editPerson), or answers a phone-row or role intent. */
// a function, never a call at the top of the module: the browser bundle keeps no server code (the command action is a .server module)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
  ...handle,
  scope: ({ sql, user, params }) => personFormScope(sql, user, params.userId),
}).intents({ "save-person": personFormSave(HR_PERSON_PATHS) });

export default function HrUserEdit() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <PersonFormPage d={d} lastResult={actionData?.result} paths={HR_PERSON_PATHS} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
