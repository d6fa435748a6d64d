import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { expenseReportResponse } from "~/areas/expense/expense-report.server";
import { scopedPerson } from "~/http/scope.server";
import { getSql } from "~/runtime.server";

export const handle: { policy: Policy } = { policy: { get: anyOf(["read", "hr"]) } };

/** One person's monthly expense report for HR (a person of another company is a 404). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const person = await scopedPerson(await getSql(), user, params.userId);
  return expenseReportResponse(request, person.id);
}
