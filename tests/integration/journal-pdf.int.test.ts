// The journal PDF against Debian's Chromium (ADR-0068), read back with pdf.js: A4 portrait, the
// site's title and quickcom id, the period, each post with its day, author, text, daily-log
// sections, photos (counted as image objects) and comments; XSS payloads printed as plain text;
// the footer's last event and its link; the period's limits.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openPdf } from "../pdf";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journalEntryById, journalFeed } from "../../app/events/queries/journal.server";
import { journalPdfData, journalPdfEntries, renderJournalPdf } from "../../app/areas/journal/journal-pdf.server";
import { getT } from "../../app/i18n/i18next.server";
import { addJournalComment } from "../../app/areas/journal/add-journal-comment.server";
import { JOURNAL_UPLOAD } from "../../app/areas/journal/journal-command.server";
import { writeJournalEntry } from "../../app/areas/journal/write-journal-entry.server";
import { createPdfPool, type PdfPool } from "../../app/pdf/pool.server";
import { documentHtml } from "../../app/pdf/render.server";
import { createFsStore } from "../../app/storage/fs-store.server";
import { checkUpload, type CheckedUpload } from "../../app/storage/upload.server";
import { journalDocument, type Translate } from "../../pdf-templates/journal/template";
import { dbReady, useDb } from "./helpers";
import { metaOf, newPerson } from "./people";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];
let pool: PdfPool;
const tmp = mkdtempSync(path.join(tmpdir(), "cantiere-journal-pdf-"));
const store = createFsStore({ root: path.join(tmp, "files"), linkSecret: async () => Buffer.alloc(32, 7), now: () => Date.now() });
const team = { onTeam: true, foreman: true, mayUpdateSites: false };
const siteId = 800_000 + Math.floor(Math.random() * 90_000);
const site = { id: siteId, title: "Residenza <b>Lago</b>", quickcomId: "Q26999", companyCode: "metalsky" as const };
const XSS = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

async function photo(colour: string): Promise<CheckedUpload> {
  const bytes = new Uint8Array(await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } }).jpeg().toBuffer());
  const r = await checkUpload({ field: "photos", fileName: "p.jpg", claimedType: "image/jpeg", size: bytes.byteLength, bytes }, JOURNAL_UPLOAD);
  if (!r.ok) throw new Error(r.reason);
  return r.file;
}

async function textOf(pdf: Buffer) {
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

const imageCount = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Subtype\s*\/Image\b/g) ?? []).length;

let author: number;
beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  pool = createPdfPool({ size: 1, log: () => {} });
  author = (await newPerson(sql, { role: "WORKER", prefix: "jpdf" })).id;
});
afterAll(async () => {
  await pool.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe("the journal PDF", () => {
  it("prints a period's posts with their daily logs, photos and comments, XSS as plain text, on A4 portrait", async () => {
    const dailyLog = { weather: { condition: "rain" as const, temperatureC: 6 }, crew: [author], crewNote: "2 elettricisti", equipment: "Gru 40 t", delays: "", incidents: XSS };
    const a = await writeJournalEntry(sql, store, { siteId, date: null, title: XSS, description: `Riga 1\n${XSS}`, files: [await photo("#aa3300"), await photo("#0033aa")], rights: team, dailyLog }, metaOf(author));
    await writeJournalEntry(sql, store, { siteId, date: null, title: "Secondo post", description: "", files: [await photo("#33aa00")], rights: team }, metaOf(author));
    await addJournalComment(sql, a.id, `Commento ${XSS}`, team, metaOf(author));

    const today = (await journalEntryById(sql, siteId, a.id))!.date;
    const entries = (await journalPdfEntries(sql, siteId, { kind: "period", from: today, to: today }))!;
    expect(entries).toHaveLength(2);
    const t = (await getT("it")) as unknown as Translate;
    const data = await journalPdfData(sql, store, site, entries, { from: today, to: today, single: false, withComments: true, t, origin: "http://x" });
    // the last event of the posts shown, and a link to its record's history there (ADR-0132)
    const last = Math.max(...entries.map((e) => e.lastPosition));
    expect(data.proof.position).toBe(last);
    expect(data.proof.history?.url).toMatch(new RegExp(`^http://x/app/audit/records/journal/\\d+\\?position=${last}$`));
    expect(data.posts[0].log.map(([k]) => k)).toEqual(["Meteo", "Personale in cantiere", "Mezzi e attrezzature", "Incidenti"]);

    // the markup carries the payloads escaped: no element of theirs
    const { element, options } = journalDocument(data, t, "it");
    const html = documentHtml(element, options);
    expect(html).not.toMatch(/<script>alert|<img src=x|<b>Lago/);
    expect(html).toContain("&lt;script&gt;alert");

    const pdf = await renderJournalPdf(data, t, "it", pool);
    expect(imageCount(pdf)).toBe(3);
    const pages = await textOf(pdf);
    // A4 portrait: 595.28 × 841.89 pt
    expect(Math.round(pages[0].width)).toBe(595);
    expect(Math.round(pages[0].height)).toBe(842);
    const all = pages.map((p) => p.text).join(" ");
    expect(all).toContain("Diario di cantiere");
    expect(all).toContain("Residenza <b>Lago</b> · Q26999");
    expect(all).toContain(`Periodo: ${today.split("-").reverse().join(".")}`);
    expect(all).toContain(`<script>alert("x")</script>`);
    expect(all).toContain("Pioggia, 6 °C");
    expect(all).toContain("2 elettricisti");
    expect(all).toContain("Gru 40 t");
    expect(all).toContain("Secondo post");
    expect(all).toContain("Commento <script>");
    expect(all).toMatch(new RegExp(`Stato al \\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2}, evento n\\. ${last} dei post di questo diario`));
    expect(all).toContain(data.proof.history!.url);
  });

  it("prints one post in German without its comments when asked; a period without posts reads none", async () => {
    const [first] = await journalFeed(sql, siteId, 1);
    const today = first.date;
    const [entry] = (await journalPdfEntries(sql, siteId, { kind: "period", from: today, to: today }))!;
    const t = (await getT("de")) as unknown as Translate;
    const data = await journalPdfData(sql, store, site, [entry], { from: entry.date, to: entry.date, single: true, withComments: false, t });
    const pdf = await renderJournalPdf(data, t, "de", pool);
    const [p] = await textOf(pdf);
    expect(p.text).toContain("Baustellentagebuch");
    expect(p.text).not.toContain("Kommentar");
    expect(imageCount(pdf)).toBe(entry.images.length);
    expect(await journalPdfEntries(sql, siteId, { kind: "period", from: "2000-01-01", to: "2000-01-02" })).toEqual([]);
  });
});
