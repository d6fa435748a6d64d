// The monthly expense report PDF against Debian's Chromium (CHROMIUM_PATH), read back with pdf.js:
// A4 landscape, the spec's columns, only the approved expenses of the month, totals, signature
// lines, the footer's last event and its link; Italian by default, another language on request.
import { openPdf } from "../pdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { accessOf, type Principal } from "../../app/domain/access/permissions";
import { reportLines } from "../../app/domain/expense/report";
import { monthlyReportOf } from "../../app/events/queries/expenses.server";
import { personById } from "../../app/events/queries/people.server";
import { getT } from "../../app/i18n/i18next.server";
import { LANGUAGES } from "../../app/i18n/config";
import { approveExpense } from "../../app/areas/expense/approve-expense.server";
import { rejectExpense } from "../../app/areas/expense/reject-expense.server";
import { submitExpense } from "../../app/areas/expense/submit-expense.server";
import { createPdfPool, type PdfPool } from "../../app/pdf/pool.server";
import { documentHtml, renderDocumentPdf } from "../../app/pdf/render.server";
import { seedDemoData } from "../../app/seed/seed.server";
import { siteLabel } from "../../app/ui/expense/view";
import { sampleExpenseReport } from "../../pdf-templates/expense-report/sample";
import { EXPENSE_REPORT_PAGE, expenseReportDocument, type ExpenseReportPdfData } from "../../pdf-templates/expense-report/template";
import { at, dbReady, newId, useDb } from "./helpers";
import { pdfProof } from "../../app/pdf/proof.server";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];
let pool: PdfPool;

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  pool = createPdfPool({ size: 1, log: () => {} });
});
afterAll(async () => {
  await pool.close();
});

async function pdfOf(data: ExpenseReportPdfData, lng: (typeof LANGUAGES)[number] = "it") {
  const { element, options } = expenseReportDocument(data, await getT(lng), lng);
  const pdf = await renderDocumentPdf(element, { ...options, ...EXPENSE_REPORT_PAGE, pool });
  const doc = await openPdf(pdf);
  try {
    const pages = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [x0, y0, x1, y1] = page.view;
      const content = await page.getTextContent();
      pages.push({ width: x1 - x0, height: y1 - y0, text: content.items.map((i) => ("str" in i ? i.str : "")).join(" ").replace(/\s+/g, " ") });
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

describe("the monthly expense report", () => {
  it("is A4 landscape with the spec's columns, the lines, the totals, the signatures, the last event and its link", async () => {
    const pages = await pdfOf(sampleExpenseReport);
    expect(pages).toHaveLength(1);
    const [p] = pages;
    // A4 landscape: 841.89 × 595.28 pt (Chromium writes 841.92 × 594.96)
    expect(Math.round(p.width)).toBe(842);
    expect(Math.round(p.height)).toBe(595);
    expect(p.width).toBeGreaterThan(p.height);
    for (const column of ["Descrizione Spese", "Data", "Importo CHF", "Importo Euro", "Conversione CHF", "CONTO CONTABILE"]) expect(p.text).toContain(column);
    expect(p.text).toContain("Nota spese mensile");
    expect(p.text).toContain("Giulia Bernasconi");
    expect(p.text).toContain("marzo 2026");
    expect(p.text).toContain("Albergo trasferta cantiere Como");
    expect(p.text).toContain("05.03.2026");
    expect(p.text).toContain("1'234.50"); // CHF, grouped the Swiss way
    expect(p.text).toContain("Importo altra valuta"); // a USD amount has its own column…
    expect(p.text).toContain("USD 49.99"); // …with its code
    expect(p.text).toContain("116.40"); // Conversione CHF
    expect(p.text).toContain("6210");
    expect(p.text).toContain("1'319.90"); // the CHF total
    expect(p.text).toContain("161.20"); // the conversions' total
    expect(p.text).toContain("CHF 1'481.10"); // owed: 1'319.90 + 161.20
    expect(p.text).toContain("Firma del dipendente");
    expect(p.text).toContain("Firma del responsabile");
    expect(p.text).toContain("Stato al 22.11.2026 14:05, evento n. 20517 delle spese di questo mese");
    expect(p.text).toContain("https://cantiere.example/app/hr/expense-requests/301/history?position=20517");
    expect(p.text).toContain("Pagina 1 di 1");
  });

  it("prints in the user's language on request, and says so when the month has no approved expense", async () => {
    const [de] = await pdfOf(sampleExpenseReport, "de");
    expect(de.text).toContain("Monatliche Spesenabrechnung");
    expect(de.text).toContain("Umrechnung CHF");
    expect(de.text).toContain("Stand am 22.11.2026 14:05, Ereignis Nr. 20517 der Spesen dieses Monats");
    const [empty] = await pdfOf({ ...sampleExpenseReport, lines: [] });
    expect(empty.text).toContain("Nessuna spesa approvata in questo mese.");
    expect(empty.text).toContain("Firma del dipendente");
  });

  it("prints only EUR in the Euro column; a USD amount is in its own labelled column with its code, and so is its total", async () => {
    const { element, options } = expenseReportDocument(sampleExpenseReport, await getT("it"), "it");
    const html = documentHtml(element, options);
    const cells = (col: string) => [...html.matchAll(new RegExp(`<td class="num" data-col="${col}">(.*?)</td>`, "g"))].map((m) => m[1]);
    // lines 101 (CHF), 102 (EUR 120.00), 103 (USD 49.99), 104 (CHF), then the totals row
    expect(cells("eur")).toEqual(["", "120.00", "", "", "120.00"]);
    expect(cells("other")).toEqual(["", "", "USD 49.99", "", "<div>USD 49.99</div>"]);
    expect(html).toContain("Importo altra valuta");
    // without a currency other than CHF and EUR, the column is not there
    const plain = documentHtml(expenseReportDocument({ ...sampleExpenseReport, lines: sampleExpenseReport.lines.filter((l) => l.foreign?.currency !== "USD") }, await getT("it"), "it").element, options);
    expect(plain).not.toContain("Importo altra valuta");
    expect(plain).not.toContain("USD");
  });

  it("has every label in every language (no key shows through)", async () => {
    for (const lng of LANGUAGES) {
      const { element, options } = expenseReportDocument(sampleExpenseReport, await getT(lng), lng);
      const html = documentHtml(element, options);
      expect(html, lng).not.toMatch(/expense\.pdf\.|pdf\.page_of|proof\./);
      expect(html, lng).toContain(`lang="${lng}"`);
    }
  });

  it("from the store lists the approved expense of the month and not the rejected one", async () => {
    await seedDemoData(sql);
    const [row] = await sql<{ username: string }[]>`
      SELECT username FROM person_list WHERE company_code = 'sitaf' AND role = 'WORKER' ORDER BY id LIMIT 1`;
    const p = await personById(sql, Number((await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = ${row.username}`)[0].id));
    const principal: Principal = { personId: p!.id, role: p!.role, capabilities: p!.capabilities, companyCode: p!.companyCode, active: true };
    const worker: CurrentUser = { ...p!, principal, access: accessOf(principal), sessionIdHash: "" };
    const [hrRow] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = 'hr'`;
    const hrP = await personById(sql, Number(hrRow.id));
    const hrPrincipal: Principal = { personId: hrP!.id, role: hrP!.role, capabilities: hrP!.capabilities, companyCode: hrP!.companyCode, active: true };
    const hr: CurrentUser = { ...hrP!, principal: hrPrincipal, access: accessOf(hrPrincipal), sessionIdHash: "" };
    const [site] = await sql<{ id: number }[]>`SELECT min(id) AS id FROM site_list WHERE company_code = 'sitaf'`;
    const now = "2026-07-30T10:00:00.000Z";
    const base = { place: "Bellinzona", currency: "CHF" as const, changedChf: null, quantity: 1000, unit: "PIECES" as const, siteId: Number(site.id), isEquipment: 0 as const };
    const receipt = { key: "expenses/reporttest00000000000000000000001.pdf", thumbnailKey: null, contentType: "application/pdf", size: 10, sha256: "c".repeat(64) };
    const kept = await submitExpense(sql, worker, { personId: worker.id, expense: { ...base, reason: "Casco di protezione", amount: 4590, date: "2026-07-08" }, receipt }, { ...at(now), commandId: newId() });
    await approveExpense(sql, hr, { expenseId: kept.id, personId: worker.id, expectedVersion: 1, changedChf: null, account: "6400" }, { ...at(now), commandId: newId() });
    const dropped = await submitExpense(sql, worker, { personId: worker.id, expense: { ...base, reason: "Cena di lavoro", amount: 15_000, date: "2026-07-09" }, receipt }, { ...at(now), commandId: newId() });
    await rejectExpense(sql, hr, { expenseId: dropped.id, personId: worker.id, expectedVersion: 1 }, { ...at(now), commandId: newId() });

    const report = await monthlyReportOf(sql, worker.id, "2026-07");
    const t = await getT("it");
    const lines = reportLines("2026-07", report!.rows.map((r) => ({ ...r, site: siteLabel(r.siteQuickcomId, r.siteTitle) })));
    const [page] = await pdfOf({ person: { name: report!.person.name }, companyCode: report!.person.companyCode, month: "2026-07", monthLabel: `${t("expense.months.07")} 2026`, lines, proof: await pdfProof(sql, "http://x", report!.position) });
    expect(page.text).toContain("Casco di protezione");
    expect(page.text).toContain("45.90");
    expect(page.text).toContain("6400");
    expect(page.text).not.toContain("Cena di lavoro");
    expect(page.text).not.toContain("150.00");
    // the last event of the month's expenses it includes (the rejection of another one is not): not the store's latest
    const [{ approval }] = await sql<{ approval: string }[]>`SELECT max(position)::text AS approval FROM events WHERE stream_id = ${`expense-${kept.id}`}`;
    expect(report!.position).toBe(Number(approval));
    expect(page.text).toContain(`Stato al 30.07.2026 12:00, evento n. ${approval} delle spese di questo mese`);
    expect(page.text).toContain(`http://x/app/hr/expense-requests/${kept.id}/history?position=${approval}`);
    expect(page.text).toContain("luglio 2026");
  }, 240_000);
});
