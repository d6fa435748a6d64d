// One person's whole record in the administrator's area (read admin; no company limit with allEmployee), with deactivation and reactivation for update hr and update admin.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { personProfileHandle } from "~/http/person-profile-handle";
import { personProfileAction, personProfileLoader } from "~/http/person-profile.server";
import { PersonProfilePage } from "~/ui/people/person-profile-page";

export const handle = personProfileHandle("admin");

export const loader = (args: LoaderFunctionArgs) => personProfileLoader(args, "admin");

// a function, never a call at the top of the module: the browser bundle keeps no server code
export const action = (args: ActionFunctionArgs) => personProfileAction("admin")(args);

export default function AdminPersonProfile() {
  return <PersonProfilePage d={useLoaderData<typeof loader>()} failed={useActionData<typeof action>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.header.name} · Cantiere` : "Cantiere" }];
