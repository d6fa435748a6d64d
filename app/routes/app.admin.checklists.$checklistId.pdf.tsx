// The checklist PDF (ADR-0074) of a checklist the user may see.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { checklistPdfResponse } from "~/http/checklist-pdf.server";
import { scopedChecklist } from "~/http/checklists.server";
import { getSql } from "~/runtime.server";

export const handle: { i18n: string; policy: Policy } = {
  i18n: "common",
  policy: { get: anyOf(["read", "admin"], ["read", "allChecklists"]) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { checklist } = await scopedChecklist(sql, user, params.checklistId);
  return checklistPdfResponse(request, sql, checklist);
}
