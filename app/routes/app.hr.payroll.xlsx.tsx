// The payroll export of a month as XLSX (issue 36): the CSV's header and rows, numbers as numbers (ADR-0136).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { payrollXlsx } from "~/areas/exports/list-csv.server";

export const handle: { policy: Policy } = { policy: { get: anyOf(["read", "hr"]) } };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  return payrollXlsx(request, user);
}
