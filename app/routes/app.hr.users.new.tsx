import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { commandAction } from "~/http/command-action.server";
import { PERSON_CREATE_UPLOAD, personFormLoader, personFormSave, personFormScope } from "~/areas/people/person-form.server";
import { PersonFormPage } from "~/ui/people/person-form";
import { HR_PERSON_PATHS } from "~/ui/people/person-paths";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "hr.users.list.title",
  policy: { get: anyOf(["update", "hr"]), post: anyOf(["update", "hr"]) },
};

/** An empty person form: the roles the user may give, their companies. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  return personFormLoader(request, user, null);
}

/** Registers the person with their account (createPerson), or answers a phone-row or role intent. */
// a function, never a call at the top of the module: the browser bundle keeps no server code (the command action is a .server module)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
  ...handle,
  scope: ({ sql, user }) => personFormScope(sql, user, null),
  // the form may carry a legal document's file (multipart)
  upload: PERSON_CREATE_UPLOAD,
}).intents({ "save-person": personFormSave(HR_PERSON_PATHS) });

export default function HrUserNew() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <PersonFormPage d={d} lastResult={actionData?.result} fileSent={actionData && "fileSent" in actionData ? actionData.fileSent === true : false} paths={HR_PERSON_PATHS} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
