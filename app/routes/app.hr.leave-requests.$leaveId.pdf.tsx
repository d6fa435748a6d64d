import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { notFound, scopedRecord } from "~/http/scope.server";
import { absencePdfResponse } from "~/areas/leave/absence-pdf.server";
import { getSql } from "~/runtime.server";

export const handle: { i18n: string; policy: Policy } = {
  i18n: "common",
  policy: { get: anyOf(["read", "hr"], ["read", "leave"], ["read", "audit"]) },
};

/** The absence request form of a request HR may see (within their companies), Italian or `?lang=`. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  // an erased person's request stays readable (its personal data blanked)
  const { id } = await scopedRecord(sql, user, "leave", params.leaveId, { includeErased: true });
  const pdf = await absencePdfResponse(request, sql, id, { back: `/app/hr/leave-requests/${id}/history` });
  if (!pdf) throw notFound();
  return pdf;
}
