// The absence request form, shown inline in the browser's PDF viewer with a file name to save it under (spec: A4 portrait, Italian; ADR-0005): the request, its
// person and its approver read in one snapshot, the request's own last event (the footer, a link and
// a QR code to its history there; the same version prints the same bytes, ADR-0132), printed by the pool in Italian or in the language asked for
// (`?lang=`). A PDF that cannot be made (Chromium missing, crashed, busy, too slow) answers with a
// short translated page and a reference id, never a hung request or a bare 500.
import { randomUUID } from "node:crypto";
import type { Sql } from "~/db.server";
import type { LeaveDetails } from "~/domain/leave/events";
import { festivityDates, leaveDuration } from "~/domain/leave/period";
import { leaveTypeKey, type LeaveTypeCode } from "~/domain/leave/types";
import { absencePdfSource, type AbsencePdfPerson, type AbsencePdfSource } from "~/events/queries/absence-pdf.server";
import { getLanguage, getT } from "~/i18n/i18next.server";
import { PdfError, type PdfPool } from "~/pdf/pool.server";
import { pdfLanguageOf } from "~/pdf/language.server";
import { pdfProof, printedOrigin, proofDate } from "~/pdf/proof.server";
import { renderDocumentPdf } from "~/pdf/render.server";
import { ABSENCE_REQUEST_PAGE, absenceRequestDocument, type AbsenceRequestPdfData, type Translate } from "../../../pdf-templates/absence-request/template";
import type { PdfProof } from "../../../pdf-templates/shared/page-footer";
import { fileHeaders } from "~/auth/security-headers.server";

/** "3 giorni (24 ore)", "2 ore 30 minuti": the length as the balance counts it, in the document's language. */
function durationText(t: Translate, details: LeaveDetails, festivities: AbsencePdfSource["festivities"]): string {
  const d = leaveDuration(details, festivityDates(festivities));
  const hours = d.minutes === 0 ? t("leave.pdf.hours", { count: d.hours }) : t("leave.pdf.hours_minutes", { hours: d.hours, minutes: d.minutes });
  return d.workingDays === null ? hours : `${t("leave.pdf.days", { count: d.workingDays })} (${hours})`;
}

/** A name as the form prints it ("First Last"); a dash for an erased person. */
const printedName = (p: AbsencePdfPerson | null): string => (p && !p.erased ? `${p.firstName} ${p.lastName}`.trim() : "—");

/** The form's data in `lang`; pure apart from the clock. */
function pdfData(s: AbsencePdfSource, t: Translate, proof: PdfProof): AbsenceRequestPdfData {
  const d = s.leave.details;
  const allDay = d.shape === "allDay";
  const decided = s.leave.status === "APPROVED" || s.leave.status === "REJECTED";
  return {
    person: { name: printedName(s.person), badgeId: s.person.badgeId },
    companyCode: s.person.companyCode,
    leaveId: s.leave.id,
    type: { code: s.leave.leaveType, label: t(leaveTypeKey(s.leave.leaveType as LeaveTypeCode)) },
    start: allDay ? d.startDate : d.startAt,
    end: allDay ? d.endDate : d.endAt,
    allDay,
    durationText: durationText(t, d, s.festivities),
    status: s.leave.status,
    requestedAt: s.leave.requestedAt.toISOString(),
    approver: decided && s.leave.decidedAt ? { name: s.onBehalfOf ? t("delegation.pdf.decided_for", { by: printedName(s.approver), for: printedName(s.onBehalfOf) }) : printedName(s.approver), decidedAt: s.leave.decidedAt.toISOString() } : null,
    description: s.leave.description || null,
    proof,
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A PDF that could not be made: a small self-contained page in the user's language (a resource route has no error boundary). */
async function pdfErrorPage(request: Request, err: PdfError, back: string): Promise<Response> {
  const ref = request.headers.get("x-cantiere-request-id") ?? randomUUID().slice(0, 8);
  console.error(`[error ${ref}] ${request.method} ${new URL(request.url).pathname}: ${err.name}: ${err.message}`);
  const lang = await getLanguage(request);
  const t = await getT(lang);
  const title = t("leave.pdf.error_title");
  const html =
    `<!DOCTYPE html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)} · Cantiere</title>` +
    `<style>body{font-family:system-ui,sans-serif;background:#f6f5f3;color:#1c1917;display:grid;place-items:center;min-height:100vh;margin:0;padding:1rem}` +
    `main{background:#fff;border:1px solid #d6d3d1;border-radius:8px;padding:1.5rem;max-width:32rem}h1{font-size:1.4rem;margin:0 0 1rem}` +
    `a{display:inline-block;margin-top:1rem;color:#9a3412;font-weight:600}</style></head>` +
    `<body><main data-status="${err.status}"><h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(t(err.code))}</p>` +
    `<p>${escapeHtml(t("errors.reference", { id: ref }))}</p><a href="${escapeHtml(back)}">${escapeHtml(t("leave.pdf.back"))}</a></main></body></html>`;
  return new Response(html, { status: err.status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

/**
 * The absence request form of one request, inline, or null when the request does not exist.
 * `back` is where the error page leads. The caller has checked who may see the request.
 */
export async function absencePdfResponse(request: Request, sql: Sql, leaveId: number, opts: { back: string; pool?: PdfPool }): Promise<Response | null> {
  const source = await absencePdfSource(sql, leaveId);
  if (!source) return null;
  const lang = pdfLanguageOf(request);
  const t = (await getT(lang)) as unknown as Translate;
  // the request's own last event: a change to the person or to another record leaves the form as it is
  const proof = await pdfProof(sql, printedOrigin(request), source.leave.lastPosition);
  const { element, options } = absenceRequestDocument(pdfData(source, t, proof), t, lang);
  let pdf: Buffer;
  try {
    pdf = await renderDocumentPdf(element, { ...options, ...ABSENCE_REQUEST_PAGE, pool: opts.pool, documentDate: proofDate(proof) });
  } catch (err) {
    if (err instanceof PdfError) return pdfErrorPage(request, err, opts.back);
    throw err;
  }
  const file = t("leave.pdf.file_name", { id: source.leave.id });
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: fileHeaders({
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${file.replace(/[^A-Za-z0-9._-]/g, "-")}"`,
      "Content-Length": String(pdf.length),
    }),
  });
}
