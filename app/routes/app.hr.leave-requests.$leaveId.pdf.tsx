import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { isInHrScope } from "~/events/queries/hr-people.server";
import { absencePdfResponse, leavePersonIdOf } from "~/operations/absence-pdf.server";
import { idFromParam, notFoundResponse } from "~/operations/http.server";
import { getSql } from "~/runtime.server";

export const handle: { i18n: string; policy: Policy } = {
  i18n: "common",
  policy: { get: anyOf(["read", "hr"], ["read", "leave"], ["read", "audit"]) },
};

/** The absence request form of a request HR may see (within their companies), Italian or `?lang=`. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const id = idFromParam(params.leaveId);
  const sql = await getSql();
  const personId = await leavePersonIdOf(sql, id);
  if (personId === null || !(await isInHrScope(sql, user, personId, { includeErased: true }))) throw notFoundResponse();
  const pdf = await absencePdfResponse(request, sql, id, { back: `/app/hr/leave-requests/${id}/history` });
  if (!pdf) throw notFoundResponse();
  return pdf;
}
