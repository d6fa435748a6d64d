// The payroll export of a month as CSV (issue 36): the page's rows, written by the one CSV helper (ADR-0128).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { payrollCsv } from "~/areas/exports/list-csv.server";

export const handle: { policy: Policy } = { policy: { get: anyOf(["read", "hr"]) } };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  return payrollCsv(request, user);
}
