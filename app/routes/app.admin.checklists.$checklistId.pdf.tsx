// The checklist PDF (ADR-0074) of a checklist the user may see.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { checklistPdfResponse } from "~/areas/checklists/checklist-pdf.server";
import { readableChecklist } from "~/areas/delegation/delegated-reads.server";
import { getSql } from "~/runtime.server";

export const handle: { i18n: string; policy: Policy } = {
  i18n: "common",
  // a delegate (read profile) only for the checklists a delegation lets them decide: checked in the loader (ADR-0094)
  policy: { get: anyOf(["read", "admin"], ["read", "allChecklists"], ["read", "profile"]) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { checklist } = await readableChecklist(sql, user, params.checklistId);
  return checklistPdfResponse(request, sql, checklist);
}
