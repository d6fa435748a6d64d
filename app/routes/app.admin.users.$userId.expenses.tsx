// One person's expenses in the administrator's area (read admin; no company limit with allEmployee); withdraw with update hr.
import type { LoaderFunctionArgs, MetaFunction, ActionFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { personExpensesHandle } from "~/areas/people/person-handles";
import { personExpensesAction, personExpensesLoader } from "~/areas/expense/person-expenses.server";
import { PersonExpensesPage } from "~/ui/expense/person-expenses-page";

export const handle = personExpensesHandle("admin");

export const loader = (args: LoaderFunctionArgs) => personExpensesLoader(args, "admin");

export const action = (args: ActionFunctionArgs) => personExpensesAction(args, "admin");

export default function AdminPersonExpenses() {
  return <PersonExpensesPage d={useLoaderData<typeof loader>()} failed={useActionData<typeof action>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
