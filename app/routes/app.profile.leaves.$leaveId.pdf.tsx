import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { absencePdfResponse, leavePersonIdOf } from "~/operations/absence-pdf.server";
import { idFromParam, notFoundResponse } from "~/operations/http.server";
import { getSql } from "~/runtime.server";

export const handle: { i18n: string; policy: Policy } = { i18n: "common", policy: { get: anyOf(["read", "profile"]) } };

/** The absence request form of one of the user's own requests (Italian, or `?lang=`); anybody else's is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const id = idFromParam(params.leaveId);
  const sql = await getSql();
  if ((await leavePersonIdOf(sql, id)) !== user.id) throw notFoundResponse();
  const pdf = await absencePdfResponse(request, sql, id, { back: `/app/profile/leaves/${id}/edit` });
  if (!pdf) throw notFoundResponse();
  return pdf;
}
