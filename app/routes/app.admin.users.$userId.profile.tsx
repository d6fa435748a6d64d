// One person's whole record in the administrator's area (read admin; no company limit with allEmployee), with deactivation and reactivation for update hr and update admin.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { personProfileHandle } from "~/areas/people/person-handles";
import { personProfileAction, personProfileLoader } from "~/areas/people/person-profile.server";
import { PersonProfilePage } from "~/ui/people/person-profile-page";

export const handle = personProfileHandle("admin");

export const loader = (args: LoaderFunctionArgs) => personProfileLoader(args, "admin");

export const action = (args: ActionFunctionArgs) => personProfileAction(args, "admin");

export default function AdminPersonProfile() {
  return <PersonProfilePage d={useLoaderData<typeof loader>()} failed={useActionData<typeof action>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.header.name} · Cantiere` : "Cantiere" }];
