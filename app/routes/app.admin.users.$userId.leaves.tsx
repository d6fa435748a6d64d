// One person's requests of a year and their balance now, in the administrator's area (read admin; no company limit with allEmployee).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { personLeavesHandle } from "~/areas/people/person-handles";
import { personLeavesLoader } from "~/areas/leave/person-leaves.server";
import { PersonLeavesPage } from "~/ui/leave/person-leaves-page";

export const handle = personLeavesHandle("admin");

export const loader = (args: LoaderFunctionArgs) => personLeavesLoader(args, "admin");

export default function AdminPersonLeaves() {
  return <PersonLeavesPage d={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
