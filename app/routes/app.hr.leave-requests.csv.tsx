// HR's leave requests as CSV, with the list's filters (issue 38, ADR-0128).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { leaveRequestsCsv } from "~/areas/exports/list-csv.server";

export const handle: { policy: Policy } = { policy: { get: anyOf(["read", "hr"], ["read", "leave"]) } };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  return leaveRequestsCsv(request, user);
}
