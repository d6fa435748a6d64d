// The monthly stamping sheet of one person as a PDF (ADR-0005, ADR-0030): the month's stamps are
// read in one REPEATABLE READ snapshot together with the last event that changed them (the footer's
// proof and its link, ADR-0132), counted by the domain and printed by the pool in the reader's language.
import type { Sql } from "~/db.server";
import type { Language } from "~/i18n/config";
import { getT } from "~/i18n/i18next.server";
import { nowIso } from "~/clock.server";
import { monthRange, summarize } from "~/domain/stamping/totals";
import { stampPersonOf, stampsAround, type StampPerson } from "~/events/queries/stamps.server";
import { pdfProof, printedOrigin, proofDate } from "~/pdf/proof.server";
import { renderDocumentPdf } from "~/pdf/render.server";
import { stampingSheetData } from "../../../pdf-templates/stamping-sheet/data";
import { STAMPING_SHEET_PAGE, stampingSheetDocument, type StampingSheetData } from "../../../pdf-templates/stamping-sheet/template";
import { monthLabel } from "~/ui/stamping/view";
import { signOffLinesOf } from "~/areas/month-close/sign-off-lines.server";
import { fileHeaders } from "~/auth/security-headers.server";

/** The sheet's data for a person and a month ("YYYY-MM"), as of now; null for a malformed month or an unknown person. */
export async function stampingSheetOf(sql: Sql, personId: number, month: string, lng: Language, now = nowIso(), origin = printedOrigin(null)): Promise<{ data: StampingSheetData; person: StampPerson } | null> {
  const range = monthRange(month);
  if (!range) return null;
  const t = await getT(lng);
  const read = await sql.begin("isolation level repeatable read read only", async (tx) => {
    const person = await stampPersonOf(tx, personId);
    if (!person) return null;
    const rows = await stampsAround(tx, personId, range.from, range.to);
    const [{ position }] = await tx<{ position: string | null }[]>`
      SELECT max(last_position)::text AS position FROM stamp_list WHERE id = ANY(${rows.map((r) => r.id)}::bigint[])`;
    return { person, rows, proof: await pdfProof(tx, origin, Number(position ?? 0)), signOff: await signOffLinesOf(tx, t, personId, month) };
  });
  if (!read) return null;
  const summary = summarize(read.rows, range.from, range.to, now);
  const sheet = stampingSheetData(t, {
    person: { name: read.person.name, badgeId: read.person.badgeId, breakTime: read.person.breakTime },
    companyCode: read.person.companyCode,
    month,
    monthLabel: monthLabel(t, month),
    summary,
    proof: read.proof,
  });
  const data: StampingSheetData = { ...sheet, signOff: read.signOff };
  return { data, person: read.person };
}

/** The PDF and a file name for it ("timbrature-2026-03-walter-operaio.pdf"). */
export async function renderStampingSheet(sql: Sql, personId: number, month: string, lng: Language, request: Request | null = null): Promise<{ pdf: Buffer; fileName: string } | null> {
  const sheet = await stampingSheetOf(sql, personId, month, lng, nowIso(), printedOrigin(request));
  if (!sheet) return null;
  const t = await getT(lng);
  const { element, options } = stampingSheetDocument(sheet.data, t, lng);
  const pdf = await renderDocumentPdf(element, { ...options, ...STAMPING_SHEET_PAGE, documentDate: proofDate(sheet.data.proof) });
  const slug = sheet.person.name.normalize("NFD").replace(/[^\w\s-]/g, "").trim().toLowerCase().replace(/\s+/g, "-") || String(personId);
  return { pdf, fileName: `${t("pdf.stamping_sheet.file_prefix")}-${month}-${slug}.pdf` };
}

/** The HTTP answer carrying a PDF, shown in the browser (inline) with a file name to save it under. */
export function pdfResponse(pdf: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: fileHeaders({
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${fileName.replace(/[^\w.-]/g, "_")}"`,
    }),
  });
}
