// The monthly expense report as a PDF response (ADR-0005, ADR-0021): the person's approved expenses
// dated in the month, read in one snapshot with the last event of those expenses (the footer, a link
// and a QR code to that expense's history there; the same month prints the same bytes, ADR-0132), printed by
// the pool in Italian unless another of our languages is asked for (`lang`). The month comes from
// the URL (YYYY-MM); a bad one falls back to the current month.
import { reportLines } from "~/domain/expense/report";
import { monthSchema } from "~/domain/expense/schema";
import { delegatedDecisionsOf } from "~/events/queries/delegations.server";
import { monthlyReportOf } from "~/events/queries/expenses.server";
import { peopleNames } from "~/events/queries/people.server";
import { currentMonth } from "~/http/list-requests.server";
import { monthLabel } from "~/areas/expense/row-views.server";
import { DEFAULT_LANGUAGE, isLanguage } from "~/i18n/config";
import { getT } from "~/i18n/i18next.server";
import { PdfError } from "~/pdf/pool.server";
import { pdfProof, printedOrigin, proofDate } from "~/pdf/proof.server";
import { renderDocumentPdf } from "~/pdf/render.server";
import { getSql } from "~/runtime.server";
import { siteLabel } from "~/ui/expense/view";
import { signOffLinesOf } from "~/areas/month-close/sign-off-lines.server";
import { EXPENSE_REPORT_PAGE, expenseReportDocument } from "../../../pdf-templates/expense-report/template";
import { fileHeaders } from "~/auth/security-headers.server";
import { notFound } from "~/http/scope.server";
import { queryParams } from "~/domain/shared/query-params";

/** The report's month and language from the URL. */
function reportRequest(url: URL): { month: string; lang: ReturnType<typeof langOf> } {
  const m = monthSchema.safeParse(queryParams(url).get("month"));
  return { month: m.success ? m.data : currentMonth(), lang: langOf(queryParams(url).get("lang")) };
}

const langOf = (v: string | null) => (isLanguage(v) ? v : DEFAULT_LANGUAGE);

/** The PDF of one person's month; the caller has checked the user may see that person. */
export async function expenseReportResponse(request: Request, personId: number): Promise<Response> {
  const { month, lang } = reportRequest(new URL(request.url));
  const report = await monthlyReportOf(await getSql(), personId, month);
  if (!report) throw notFound();
  const t = await getT(lang);
  const lines = reportLines(
    month,
    report.rows.map((r) => ({ ...r, site: siteLabel(r.siteQuickcomId, r.siteTitle) })),
  );
  // a line approved through a delegation says by whom for whom (ADR-0088)
  const sql = await getSql();
  const delegated = await delegatedDecisionsOf(sql, "expense", lines.map((l) => l.id));
  const names = await peopleNames(sql, [...delegated.values()].flatMap((d) => [d.decidedBy, d.onBehalfOf]));
  const nameOf = (id: number) => names[String(id)] ?? t("history.unknown_person", { id });
  const withDelegation = lines.map((l) => {
    const d = delegated.get(l.id);
    return d ? { ...l, approvedFor: t("delegation.pdf.approved_for", { by: nameOf(d.decidedBy), for: nameOf(d.onBehalfOf) }) } : l;
  });
  const proof = await pdfProof(sql, printedOrigin(request), report.position);
  const { element, options } = expenseReportDocument(
    { person: { name: report.person.name }, companyCode: report.person.companyCode, month, monthLabel: monthLabel(t, month), lines: withDelegation, proof, signOff: await signOffLinesOf(sql, t, personId, month) },
    t,
    lang,
  );
  let pdf: Buffer;
  try {
    pdf = await renderDocumentPdf(element, { ...options, ...EXPENSE_REPORT_PAGE, documentDate: proofDate(proof) });
  } catch (e) {
    if (e instanceof PdfError) {
      const ui = await getT(request);
      throw new Response(ui(e.code), { status: e.status, headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5" } });
    }
    throw e;
  }
  const slug = report.person.name.normalize("NFKD").replace(/[^\w]+/g, "-").replace(/^-|-$/g, "").toLowerCase() || "report";
  return new Response(new Uint8Array(pdf.buffer as ArrayBuffer, pdf.byteOffset, pdf.byteLength), {
    status: 200,
    headers: fileHeaders({
      "Content-Type": "application/pdf",
      // the file name in the document's language, as its title (nota-spese, spesenabrechnung, note-de-frais, expense-report)
      "Content-Disposition": `inline; filename="${t("expense.pdf.file_prefix")}-${slug}-${month}.pdf"`,
    }),
  });
}
