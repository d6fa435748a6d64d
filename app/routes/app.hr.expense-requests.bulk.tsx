import { parseForm } from "~/ui/forms/parse.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { bulkExpenseDecisionSchema } from "~/domain/expense/schema.server";
import { useTranslation } from "~/i18n/react";
import { EXPENSE_DECISIONS } from "~/domain/expense/commands";
import { bulkDecisionAction } from "~/areas/approvals/bulk-decision-action.server";
import { refusedText } from "~/ui/forms/messages";
import { bulkDecisionPage } from "~/areas/approvals/bulk-decision.server";
import { expenseBulk } from "~/areas/expense/expense-bulk.server";
import { BulkDecisionPage } from "~/ui/bulk-decision";
import { queryParams } from "~/domain/shared/query-params";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "menu.expense_requests",
  policy: { get: anyOf(["update", "hr"]), post: anyOf(["update", "hr"]) },
};

/**
 * The confirmation of a bulk decision (GET from the approvals list's bulk form): each expense and
 * whether the decision will apply to it; or, with `done`, the result of the batch.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  return bulkDecisionPage(request, user, expenseBulk, parseForm(queryParams(request).all(), { schema: bulkExpenseDecisionSchema }));
}

/** Applies the confirmed decisions, each its own command; then shows the result (Post/Redirect/Get). */
export const action = (args: ActionFunctionArgs) => bulkDecisionAction(args, handle, expenseBulk, bulkExpenseDecisionSchema, EXPENSE_DECISIONS.intents);

export default function HrBulkExpenseDecision() {
  const view = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { t } = useTranslation();
  return <BulkDecisionPage view={view} failed={failed ? refusedText(t, failed.result) : null} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
