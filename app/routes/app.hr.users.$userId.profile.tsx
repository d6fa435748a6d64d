// One person's whole record as HR reads it (read hr), with deactivation and reactivation for update hr.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { personProfileHandle } from "~/http/person-handles";
import { personProfileAction, personProfileLoader } from "~/http/person-profile.server";
import { PersonProfilePage } from "~/ui/people/person-profile-page";

export const handle = personProfileHandle("hr");

export const loader = (args: LoaderFunctionArgs) => personProfileLoader(args, "hr");

// why PURE: the call runs on the server only; without the mark the browser bundle keeps it and throws (a *.server module is empty there)
export const action = /* @__PURE__ */ personProfileAction("hr");

export default function HrPersonProfile() {
  return <PersonProfilePage d={useLoaderData<typeof loader>()} failed={useActionData<typeof action>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.header.name} · Cantiere` : "Cantiere" }];
