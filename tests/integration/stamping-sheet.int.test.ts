// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// The monthly stamping sheet, printed by Debian's Chromium through the pool and read back with
// pdf.js: every day with up to four stamps, weekends labelled, day, week and month totals,
// corrections and uncounted stamps marked, the footer's event position. Then a real person's sheet
// from the store, whose position is the last event that changed one of its stamps.
import { openPdf } from "../pdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { accessOf, type Principal } from "../../app/domain/access/permissions";
import { LANGUAGES } from "../../app/i18n/config";
import { getT } from "../../app/i18n/i18next.server";
import { createPdfPool, type PdfPool } from "../../app/pdf/pool.server";
import { documentHtml, renderDocumentPdf } from "../../app/pdf/render.server";
import { personById } from "../../app/events/queries/people.server";
import { correctStamp } from "../../app/areas/stamping/correct-stamp.server";
import { recordStamp } from "../../app/areas/stamping/record-stamp.server";
import { stampingSheetOf } from "../../app/areas/stamping/stamping-sheet.server";
import { sampleStampingSheet } from "../../pdf-templates/stamping-sheet/sample";
import { STAMPING_SHEET_PAGE, stampingSheetDocument, type StampingSheetData } from "../../pdf-templates/stamping-sheet/template";
import { dbReady, newId, useDb } from "./helpers";

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

async function textOf(data: StampingSheetData, lng: (typeof LANGUAGES)[number] = "it"): Promise<{ pages: number; width: number; height: number; text: string }> {
  const { element, options } = stampingSheetDocument(data, await getT(lng), lng);
  const pdf = await renderDocumentPdf(element, { ...options, ...STAMPING_SHEET_PAGE, pool });
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const doc = await openPdf(pdf);
  try {
    let text = "";
    const first = await doc.getPage(1);
    const [x0, y0, x1, y1] = first.view;
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      text += " " + content.items.map((i) => ("str" in i ? i.str : "")).join(" ");
    }
    return { pages: doc.numPages, width: x1 - x0, height: y1 - y0, text: text.replace(/\s+/g, " ") };
  } finally {
    await doc.destroy();
  }
}

describe("the stamping sheet", () => {
  it("prints the month on one A4 page: stamps, weekends, totals, marks, the last event and its link", async () => {
    const t = await getT("it");
    const { pages, width, height, text } = await textOf(sampleStampingSheet(t));
    expect(pages).toBe(1);
    expect(Math.round(width)).toBe(595);
    expect(Math.round(height)).toBe(842);
    expect(text).toContain("Foglio timbrature mensile");
    expect(text).toContain("marzo 2026");
    expect(text).toContain("Giulia Bernasconi");
    expect(text).toContain("Metalsky");
    expect(text).toContain("1042");
    // Monday 2 March: two pairs, 8:30 with a one-hour pause
    expect(text).toMatch(/lun 02\.03\.2026 E 07:30 U 12:00 E 13:00 U 17:00 1:00 8:30/);
    // the corrected clock-in is marked with *
    expect(text).toMatch(/mar 03\.03\.2026 E 07:45 \* U 16:45 9:00/);
    // the forgotten clock-out counts nothing and the day says so
    expect(text).toMatch(/mer 04\.03\.2026 E 07:30 ! 0:00 Da completare/);
    // five stamps: the first two and the last two are printed, one is not
    expect(text).toMatch(/gio 05\.03\.2026 E 07:00 U 10:00 E 10:30 U 16:30 0:30 9:00 Da completare · \+1 non stampate/);
    expect(text).toContain("+1 non stampate");
    // weekends labelled, also without stamps
    expect(text).toMatch(/sab 07\.03\.2026 Fine settimana/);
    expect(text).toMatch(/dom 08\.03\.2026 Fine settimana/);
    // the night across the spring change belongs to Saturday 28 and counts 7 hours
    expect(text).toMatch(/sab 28\.03\.2026 E 22:00 U 06:00 7:00 Fine settimana/);
    // weeks and the month
    expect(text).toMatch(/10 02\.03\.2026 – 08\.03\.2026 26:30/);
    expect(text).toMatch(/13 23\.03\.2026 – 29\.03\.2026 7:00/);
    expect(text).toContain("Totale marzo 2026: 42:00 h");
    expect(text).toContain("Stato al 22.11.2026 14:05, evento n. 20417 delle timbrature di questo mese");
    expect(text).toContain("https://cantiere.example/app/hr/stamps/9001/history?position=20417");
    expect(text).toContain("Pagina 1 di 1");
  });

  it("has every label in every language (no key shows through)", async () => {
    for (const lng of LANGUAGES) {
      const t = await getT(lng);
      const { element, options } = stampingSheetDocument(sampleStampingSheet(t), t, lng);
      const html = documentHtml(element, options);
      expect(html, lng).not.toMatch(/pdf\.(stamping_sheet|page_of)|proof\.|stamping\.weekday/);
      expect(html, lng).toContain(`lang="${lng}"`);
    }
    const { text } = await textOf(sampleStampingSheet(await getT("de"), "März 2026"), "de");
    expect(text).toContain("Monatliches Stempelblatt");
    expect(text).toMatch(/Sa 07\.03\.2026 Wochenende/);
  });
});

describe("a person's sheet from the store", () => {
  it("lists the stamps of the month as the screens count them, with the last event that changed one of them", async () => {
    const [w] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE company_code = 'electrogestim' AND role = 'WORKER' ORDER BY id LIMIT 1`;
    const p = await personById(sql, Number(w.id));
    if (!p) throw new Error("no worker");
    const principal: Principal = { personId: p.id, role: p.role, capabilities: p.capabilities, companyCode: p.companyCode, active: p.active };
    const worker: CurrentUser = { ...p, principal, access: accessOf(principal), sessionIdHash: "" };
    const [h] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = 'hr'`;
    const hrP = await personById(sql, Number(h.id));
    const hrPrincipal: Principal = { personId: hrP!.id, role: hrP!.role, capabilities: hrP!.capabilities, companyCode: hrP!.companyCode, active: true };
    const hr: CurrentUser = { ...hrP!, principal: hrPrincipal, access: accessOf(hrPrincipal), sessionIdHash: "" };
    const at = (iso: string) => ({ actorId: worker.id, now: iso, commandId: newId() });
    const a = await recordStamp(sql, worker, { kind: "ENTRATA", deviceAt: null, place: {} }, at("2026-01-12T06:32:00Z"));
    await recordStamp(sql, worker, { kind: "USCITA", deviceAt: null, place: {} }, at("2026-01-12T16:01:00Z"));
    const fix = await correctStamp(sql, hr, { stampId: a.id, personId: worker.id, expectedVersion: 1, kind: "ENTRATA", stampedAt: "2026-01-12 07:15:00", reason: "Orario del cantiere" }, { ...at("2026-01-13T08:00:00Z"), actorId: hr.id });

    const sheet = await stampingSheetOf(sql, worker.id, "2026-01", "it", "2026-02-01T00:00:00Z", "http://x");
    // the last event of the month's stamps (not the store's latest), and a link to that stamp's history there
    expect(sheet?.data.proof).toMatchObject({ position: fix.positions[0], recordedAt: "2026-01-13T08:00:00.000Z" });
    expect(sheet?.data.proof.history?.url).toBe(`http://x/app/hr/stamps/${a.id}/history?position=${fix.positions[0]}`);
    const jan12 = sheet?.data.days.find((d) => d.date === "2026-01-12");
    expect(jan12).toMatchObject({ total: "9:46", stamps: [{ time: "07:15", kind: "ENTRATA", corrected: true }, { time: "17:01", kind: "USCITA", corrected: false }] });
    const { text } = await textOf(sheet!.data);
    expect(text).toContain(`${p.firstName} ${p.lastName}`);
    expect(text).toMatch(/lun 12\.01\.2026 E 07:15 \* U 17:01 9:46/);
    expect(text).toMatch(/sab 10\.01\.2026 Fine settimana/);
    expect(text).toContain(`Stato al 13.01.2026 09:00, evento n. ${fix.positions[0]} delle timbrature di questo mese`);
    expect(await stampingSheetOf(sql, worker.id, "2026-1", "it")).toBeNull();
  });
});
