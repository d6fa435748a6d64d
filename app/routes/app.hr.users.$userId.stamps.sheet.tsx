import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { monthParam } from "~/http/list-requests.server";
import { notFound, scopedRecord } from "~/http/scope.server";
import { pdfResponse, renderStampingSheet } from "~/areas/stamping/stamping-sheet.server";
import { getLanguage, getT } from "~/i18n/i18next.server";
import { PdfError } from "~/pdf/pool.server";
import { getSql } from "~/runtime.server";

export const handle: { policy: Policy } = { policy: { get: anyOf(["read", "hr"], ["read", "stampingsLog"]) } };

/** The monthly stamping sheet of a person HR may see (`?month=YYYY-MM`) as a PDF; anyone else is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const person = await scopedRecord(sql, user, "stampPerson", params.userId);
  const lng = await getLanguage(request);
  try {
    const sheet = await renderStampingSheet(sql, person.principal.personId, monthParam(request.url), lng, request);
    if (!sheet) throw notFound();
    return pdfResponse(sheet.pdf, sheet.fileName);
  } catch (err) {
    if (err instanceof PdfError) throw new Response((await getT(lng))(err.code), { status: err.status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    throw err;
  }
}
