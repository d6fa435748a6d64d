// One person's requests of a year and their balance now, for HR (read hr or read leave; within their companies).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { personLeavesHandle } from "~/areas/people/person-handles";
import { personLeavesLoader } from "~/areas/leave/person-leaves.server";
import { PersonLeavesPage } from "~/ui/leave/person-leaves-page";

export const handle = personLeavesHandle("hr");

export const loader = (args: LoaderFunctionArgs) => personLeavesLoader(args, "hr");

export default function HrPersonLeaves() {
  return <PersonLeavesPage d={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
