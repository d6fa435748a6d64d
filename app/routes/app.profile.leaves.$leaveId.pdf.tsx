import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { notFound, scopedRecord } from "~/http/scope.server";
import { absencePdfResponse } from "~/areas/leave/absence-pdf.server";
import { getSql } from "~/runtime.server";

export const handle: { i18n: string; policy: Policy } = { i18n: "common", policy: { get: anyOf(["read", "profile"]) } };

/** The absence request form of one of the user's own requests (Italian, or `?lang=`); anybody else's is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { id } = await scopedRecord(sql, user, "leave", params.leaveId, { personId: user.id });
  const pdf = await absencePdfResponse(request, sql, id, { back: `/app/profile/leaves/${id}/edit` });
  if (!pdf) throw notFound();
  return pdf;
}
