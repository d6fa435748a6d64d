// The person's record in the form (another company's person, like an unknown one, is a 404), in HR's area (update hr): the page HR's area and the administrator's share (app/areas/people/person-form.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { personFormHandle } from "~/areas/people/person-handles";
import { personFormIntents, personFormPageLoader, personFormRoute } from "~/areas/people/person-form.server";
import { commandAction } from "~/http/command-action.server";
import { PersonFormPage } from "~/ui/people/person-form";

export const handle = personFormHandle("hr");

export const loader = (args: LoaderFunctionArgs) => personFormPageLoader(args, "hr");

// a function, never a call at the top of the module: the browser bundle keeps no server code (the command action is a .server module)
export const action = (args: ActionFunctionArgs) => commandAction(args, personFormRoute("hr", args)).intents(personFormIntents("hr"));

export default function HrUserEdit() {
  return <PersonFormPage d={useLoaderData<typeof loader>()} answer={useActionData<typeof action>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
