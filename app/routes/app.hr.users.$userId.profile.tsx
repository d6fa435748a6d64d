// One person's whole record as HR reads it (read hr), with deactivation and reactivation for update hr.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { personProfileHandle } from "~/areas/people/person-handles";
import { personProfileAction, personProfileLoader } from "~/areas/people/person-profile.server";
import { PersonProfilePage } from "~/ui/people/person-profile-page";

export const handle = personProfileHandle("hr");

export const loader = (args: LoaderFunctionArgs) => personProfileLoader(args, "hr");

export const action = (args: ActionFunctionArgs) => personProfileAction(args, "hr");

export default function HrPersonProfile() {
  return <PersonProfilePage d={useLoaderData<typeof loader>()} failed={useActionData<typeof action>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.header.name} · Cantiere` : "Cantiere" }];
