// One person's expenses for HR (read hr; withdraw with update hr), and their monthly report.
import type { LoaderFunctionArgs, MetaFunction, ActionFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { personExpensesHandle } from "~/areas/people/person-handles";
import { personExpensesAction, personExpensesLoader } from "~/areas/expense/person-expenses.server";
import { PersonExpensesPage } from "~/ui/expense/person-expenses-page";

export const handle = personExpensesHandle("hr");

export const loader = (args: LoaderFunctionArgs) => personExpensesLoader(args, "hr");

export const action = (args: ActionFunctionArgs) => personExpensesAction(args, "hr");

export default function HrPersonExpenses() {
  return <PersonExpensesPage d={useLoaderData<typeof loader>()} failed={useActionData<typeof action>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
