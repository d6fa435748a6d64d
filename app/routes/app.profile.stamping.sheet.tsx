import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { monthParam } from "~/http/list-requests.server";
import { pdfResponse, renderStampingSheet } from "~/areas/stamping/stamping-sheet.server";
import { getLanguage, getT } from "~/i18n/i18next.server";
import { PdfError } from "~/pdf/pool.server";
import { getSql } from "~/runtime.server";
import { notFound } from "~/http/scope.server";

export const handle: { policy: Policy } = { policy: { get: anyOf(["read", "profile"]) } };

/** The user's own monthly stamping sheet (`?month=YYYY-MM`, default the current month) as a PDF. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const lng = await getLanguage(request);
  try {
    const sheet = await renderStampingSheet(await getSql(), user.id, monthParam(request.url), lng, request);
    if (!sheet) throw notFound();
    return pdfResponse(sheet.pdf, sheet.fileName);
  } catch (err) {
    if (err instanceof PdfError) throw new Response((await getT(lng))(err.code), { status: err.status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    throw err;
  }
}
