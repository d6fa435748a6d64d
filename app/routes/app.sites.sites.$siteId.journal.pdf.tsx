// A site's journal of a period as a PDF (ADR-0068): the feed's small GET form sends `from` and `to`
// (DD.MM.YYYY; nothing typed: this week), `comments` to print the comments, `lang` for another
// language than the reader's own. Reading the journal is the right (read sites, the site in scope: a 404
// outside it). A period refused goes back to the feed with its values and a translated message
// beside the field (303), never a 500.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { nowIso } from "~/clock.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { pdfPeriodOf } from "~/domain/journal/pdf-period.server";
import { getLanguage } from "~/i18n/i18next.server";
import { pdfLanguageOf } from "~/pdf/language.server";
import { journalPdfEntries, journalPdfResponse } from "~/areas/journal/journal-pdf.server";
import { journalSite } from "~/areas/journal/journal.server";
import { getSql } from "~/runtime.server";
import { fileStore } from "~/storage/index.server";
import { journalPath } from "~/ui/journal/paths";
import { queryParams } from "~/domain/shared/query-params";
import { localRedirect } from "~/http/local-redirect.server";

export const handle: { i18n: string; policy: Policy } = { i18n: "common", policy: { get: anyOf(["read", "sites"]) } };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const site = await journalSite(sql, user, params.siteId);
  const url = new URL(request.url);
  const query = queryParams(url);
  const fromRaw = (query.get("from") ?? "").slice(0, 40);
  const toRaw = (query.get("to") ?? "").slice(0, 40);
  const withComments = query.get("comments") === "on";
  const refused = (field: string, code: string) => {
    const back = new URLSearchParams({ pdfFrom: fromRaw, pdfTo: toRaw, pdfField: field, pdfError: code });
    if (withComments) back.set("pdfComments", "on");
    return localRedirect(`${journalPath(site.id)}?${back}#journal-pdf`, journalPath(site.id), 303);
  };
  const period = pdfPeriodOf(fromRaw, toRaw, nowIso());
  if (!period.ok) return refused(period.field, period.code);
  const entries = await journalPdfEntries(sql, site.id, { kind: "period", from: period.from, to: period.to });
  if (!entries) return refused("to", "journal.pdf.errors.too_many_posts");
  return journalPdfResponse(request, sql, fileStore(), { id: site.id, title: site.title, quickcomId: site.quickcomId, companyCode: site.companyCode }, entries, {
    from: period.from,
    to: period.to,
    single: false,
    withComments,
    // the reader's language unless another is asked for (`lang`)
    lang: pdfLanguageOf(request, await getLanguage(request)),
  });
}
