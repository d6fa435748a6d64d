import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { expenseReportResponse } from "~/areas/expense/expense-report.server";

export const handle: { policy: Policy } = { policy: { get: anyOf(["read", "profile"]) } };

/** "Export my expense report": the user's own approved expenses of the chosen month as an A4 landscape PDF. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  return expenseReportResponse(request, user.id);
}
