// One journal post as a PDF (ADR-0068), from the post's page: its day, author, text, daily log,
// photos and comments (`comments=on`), Italian unless `lang` names another of our languages.
// Reading the journal is the right (read sites, the site in scope: a 404 outside it; a post of
// another site or removed: a 404).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { getLanguage } from "~/i18n/i18next.server";
import { pdfLanguageOf } from "~/pdf/language.server";
import { journalPdfResponse } from "~/areas/journal/journal-pdf.server";
import { journalSite } from "~/areas/journal/journal.server";
import { scopedRecord } from "~/http/scope.server";
import { getSql } from "~/runtime.server";
import { fileStore } from "~/storage/index.server";
import { queryParams } from "~/domain/shared/query-params";

export const handle: { i18n: string; policy: Policy } = { i18n: "common", policy: { get: anyOf(["read", "sites"]) } };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const site = await journalSite(sql, user, params.siteId);
  const entry = await scopedRecord(sql, user, "journalEntry", params.journalId, { siteId: site.id });
  return journalPdfResponse(request, sql, fileStore(), { id: site.id, title: site.title, quickcomId: site.quickcomId, companyCode: site.companyCode }, [entry], {
    from: entry.date,
    to: entry.date,
    single: true,
    withComments: queryParams(request).get("comments") !== "off",
    // the reader's language unless another is asked for (`lang`)
    lang: pdfLanguageOf(request, await getLanguage(request)),
  });
}
