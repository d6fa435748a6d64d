import { parseForm } from "~/ui/forms/parse.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { bulkLeaveDecisionSchema } from "~/domain/leave/schema.server";
import { useTranslation } from "~/i18n/react";
import { LEAVE_DECISIONS } from "~/domain/leave/commands";
import { bulkDecisionAction } from "~/areas/approvals/bulk-decision-action.server";
import { refusedText } from "~/ui/forms/messages";
import { bulkDecisionPage } from "~/areas/approvals/bulk-decision.server";
import { leaveBulk } from "~/areas/leave/leave-bulk.server";
import { BulkDecisionPage } from "~/ui/bulk-decision";
import { queryParams } from "~/domain/shared/query-params";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "menu.leave_requests",
  policy: { get: anyOf(["update", "hr"], ["update", "leave"]), post: anyOf(["update", "hr"], ["update", "leave"]) },
};

/**
 * The confirmation of a bulk decision (GET from the list's bulk form): each request and what the
 * decision does to its person's balance; or, with `done`, the result of the batch.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  return bulkDecisionPage(request, user, leaveBulk, parseForm(queryParams(request).all(), { schema: bulkLeaveDecisionSchema }));
}

/** Applies the confirmed decisions, each its own command; then shows the result (Post/Redirect/Get). */
export const action = (args: ActionFunctionArgs) => bulkDecisionAction(args, handle, leaveBulk, bulkLeaveDecisionSchema, LEAVE_DECISIONS.intents);

export default function HrBulkLeaveDecision() {
  const view = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { t } = useTranslation();
  return <BulkDecisionPage view={view} failed={failed ? refusedText(t, failed.result) : null} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
