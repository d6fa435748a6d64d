// The checklist PDF, shown inline in the browser's PDF viewer with a file name to save it under (ADR-0074): only once filled and signed and not rejected (the
// pages show why the button is disabled; a request anyway answers 409 with the reason). Photos and
// the signature are embedded as data: URLs; the footer names the checklist's own last event, with a link to its history there (ADR-0132).
import { fileHeaders } from "~/auth/security-headers.server";
import type { Sql } from "~/db.server";
import type { CompanyCode } from "~/domain/company/companies";
import { checklistApprovedFor, checklistPosition, type ChecklistListItem } from "~/events/queries/checklists.server";
import { peopleNames } from "~/events/queries/people.server";
import { getT } from "~/i18n/i18next.server";
import { PdfError } from "~/pdf/pool.server";
import { pdfProof, printedOrigin, proofDate } from "~/pdf/proof.server";
import { renderDocumentPdf } from "~/pdf/render.server";
import { CHECKLIST_PAGE, checklistDocument, type ChecklistPdfData } from "../../../pdf-templates/checklist/template";
import type { Translate } from "../../../pdf-templates/shared/page-footer";
import { pdfLanguageOf } from "~/pdf/language.server";
import { checklistView } from "./checklists.server";
import { deciderOf, signerOf } from "~/ui/checklist/view";

/** The PDF of a checklist the caller has scoped (scopedChecklist), or 409 with the reason it cannot be exported yet. */
export async function checklistPdfResponse(request: Request, sql: Sql, checklist: ChecklistListItem): Promise<Response> {
  const lang = pdfLanguageOf(request);
  const t = (await getT(lang)) as unknown as Translate;
  const c = await checklistView(sql, checklist, { inline: true });
  if (c.exportBlock) return new Response(t(c.exportBlock), { status: 409, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const approvedFor = c.decided && c.status === "APPROVED" ? await checklistApprovedFor(sql, c.id) : null;
  const forName = approvedFor ? ((await peopleNames(sql, [approvedFor]))[String(approvedFor)] ?? `#${approvedFor}`) : null;
  const data: ChecklistPdfData = {
    companyCode: (c.companyCode || "cantiere") as CompanyCode,
    project: c.siteTitle,
    title: c.title,
    date: c.date,
    readyBy: c.readyBy,
    status: t(`checklist.status.${c.status}`),
    approval:
      c.decided && c.status === "APPROVED"
        ? forName
          ? t("checklist.pdf.approved_by_for", { name: deciderOf(c.decided, t), for: forName, at: c.decided.at })
          : t("checklist.pdf.approved_by", { name: deciderOf(c.decided, t), at: c.decided.at })
        : null,
    signature: c.signature
      ? {
          // an erased signer's typed name: the marker in the document's language (ADR-0134)
          text: t(`checklist.signature.by_${c.signature.method}`, { name: c.signature.textRemoved ? t("erasure.removed") : c.signature.name || signerOf(c.signature, t), signer: signerOf(c.signature, t), at: c.signature.at }),
          imageUrl: c.signature.imageUrl,
        }
      : null,
    questions: c.questions.map((q) => ({
      number: q.number,
      title: q.title,
      // an erased answerer's text: the marker in the document's language (ADR-0134)
      items: q.items.map((i) => ({
        label: i.label,
        observation: i.answer === "na" ? t("checklist.answer.na") : i.textRemoved ? t("erasure.removed") : i.observation,
        ok: i.answer === "ok",
        notOk: i.answer === "not_ok",
        who: i.textRemoved ? t("erasure.removed") : i.who, due: i.dueDate, done: i.done })),
      images: q.images.map((i) => i.url).filter((u) => u.startsWith("data:")),
      attachments: q.attachments.map((f) => `${f.name} (${f.size})`),
    })),
    proof: await pdfProof(sql, printedOrigin(request), await checklistPosition(sql, c.id)),
  };
  const { element, options } = checklistDocument(data, t, lang);
  let pdf: Buffer;
  try {
    pdf = await renderDocumentPdf(element, { ...options, ...CHECKLIST_PAGE, documentDate: proofDate(data.proof) });
  } catch (err) {
    if (err instanceof PdfError) return new Response(t(err.code), { status: err.status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    throw err;
  }
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: fileHeaders({ "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="checklist-${c.id}.pdf"`, "Content-Length": String(pdf.length) }),
  });
}
