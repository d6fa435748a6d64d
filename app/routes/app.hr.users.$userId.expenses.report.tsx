import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { expenseReportResponse } from "~/operations/expense-report.server";
import { visiblePerson } from "~/operations/expense-scope.server";

export const handle: { policy: Policy } = { policy: { get: anyOf(["read", "hr"]) } };

/** One person's monthly expense report for HR (a person of another company is a 404). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const person = await visiblePerson(user, params.userId);
  return expenseReportResponse(request, person.personId);
}
