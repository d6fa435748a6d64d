// The PDF pool and the absence request form, against Debian's Chromium (CHROMIUM_PATH): real
// PDFs, read back with pdf.js. Timings belong in bench/pdf.ts, not here.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { openPdf } from "../pdf";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LANGUAGES } from "../../app/i18n/config";
import { getT } from "../../app/i18n/i18next.server";
import { createPdfPool, PdfBusyError, PdfError, PdfTimeoutError, PdfUnavailableError, type PdfPool, type PdfPoolOptions } from "../../app/pdf/pool.server";
import { documentHtml, renderDocumentPdf } from "../../app/pdf/render.server";
import { sampleAbsenceRequest, sampleAbsenceRequestOther } from "../../pdf-templates/absence-request/sample";
import { ABSENCE_REQUEST_PAGE, absenceRequestDocument, type AbsenceRequestPdfData } from "../../pdf-templates/absence-request/template";
import { scaled } from "../time-scale";

const logs: string[] = [];
const pools: PdfPool[] = [];
/** A pool of its own per test, closed after it; its log lines are kept, not printed. */
function pool(options: PdfPoolOptions = {}): PdfPool {
  const p = createPdfPool({ log: (m) => logs.push(m), ...options });
  pools.push(p);
  return p;
}

beforeEach(({ onTestFailed }) => {
  // a failing test shows what its pools said
  const from = logs.length;
  onTestFailed(() => console.info(`[pdf test] pool log:\n${logs.slice(from).join("\n")}`));
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

async function absencePdf(p: PdfPool, data: AbsenceRequestPdfData, lng: (typeof LANGUAGES)[number] = "it"): Promise<Buffer> {
  const { element, options } = absenceRequestDocument(data, await getT(lng), lng);
  return renderDocumentPdf(element, { ...options, ...ABSENCE_REQUEST_PAGE, pool: p });
}

/** The PDF's pages as pdf.js reads them: the page box in points and the text, items joined by spaces. */
async function readPdf(pdf: Buffer): Promise<{ pages: { width: number; height: number; text: string }[] }> {
  const doc = await openPdf(pdf);
  try {
    const pages = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [x0, y0, x1, y1] = page.view; // the MediaBox (clipped by a CropBox if there were one)
      const content = await page.getTextContent();
      const text = content.items.map((i) => ("str" in i ? i.str : "")).join(" ").replace(/\s+/g, " ");
      pages.push({ width: x1 - x0, height: y1 - y0, text });
    }
    return { pages };
  } finally {
    await doc.destroy();
  }
}

/** A document heavy enough that no machine prints it within a few milliseconds. */
const heavyHtml = () =>
  `<!DOCTYPE html><html><body><table>${Array.from({ length: 20_000 }, (_, i) => `<tr><td>row ${i}</td><td>${"x".repeat(40)}</td></tr>`).join("")}</table></body></html>`;

describe("the absence request form", () => {
  it("prints an A4 portrait PDF whose text names the person, the dates, the request's event and the link to its history there", async () => {
    const pdf = await absencePdf(pool(), sampleAbsenceRequest);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { pages } = await readPdf(pdf);
    expect(pages).toHaveLength(1);
    const [page] = pages;
    // A4 is 595.28 × 841.89 pt; Chromium writes 594.96 × 841.92
    expect(Math.round(page.width)).toBe(595);
    expect(Math.round(page.height)).toBe(842);
    expect(page.text).toContain("Richiesta di assenza");
    expect(page.text).toContain("Giulia Bernasconi");
    expect(page.text).toContain("Metalsky");
    expect(page.text).toContain("1042");
    expect(page.text).toContain("Vacanze");
    expect(page.text).toContain("13.07.2026");
    expect(page.text).toContain("24.07.2026");
    expect(page.text).toContain("10 giorni (80 ore)");
    expect(page.text).toContain("Approvata");
    expect(page.text).toContain("Paolo Rezzonico");
    expect(page.text).toContain("06.05.2026 14:40"); // 12:40 UTC is 14:40 in Zurich in summer
    expect(page.text).toContain("Firma del dipendente");
    expect(page.text).toContain("Firma del responsabile");
    expect(page.text).toContain("Stato al 22.11.2026 14:05, evento n. 18342 di questa richiesta");
    expect(page.text).toContain("https://cantiere.example/app/hr/leave-requests/4711/history?position=18342");
    expect(page.text).toContain("Pagina 1 di 1");
  });

  it("prints in the user's language on request", async () => {
    const { pages } = await readPdf(await absencePdf(pool(), sampleAbsenceRequestOther, "de"));
    expect(pages[0].text).toContain("Abwesenheitsantrag");
    expect(pages[0].text).toContain("Marco Rüegg");
    expect(pages[0].text).toContain("05.03.2026 13:30");
    expect(pages[0].text).toContain("Stand am 22.11.2026 14:06, Ereignis Nr. 18519 dieses Antrags");
    expect(pages[0].text).toContain("Seite 1 von 1");
  });

  it("has every label in every language (no key shows through)", async () => {
    for (const lng of LANGUAGES) {
      for (const data of [sampleAbsenceRequest, sampleAbsenceRequestOther, { ...sampleAbsenceRequest, status: "REJECTED" as const }]) {
        const { element, options } = absenceRequestDocument(data, await getT(lng), lng);
        const html = documentHtml(element, options);
        expect(html, lng).not.toMatch(/pdf\.(absence_request|page_of)|proof\./);
        expect(html, lng).toContain(`lang="${lng}"`);
      }
    }
  });

  it("prints the same request at the same event to the same bytes, whenever it is printed (ADR-0132)", async () => {
    const p = pool();
    const t = await getT("it");
    const print = () => {
      const { element, options } = absenceRequestDocument(sampleAbsenceRequest, t, "it");
      return renderDocumentPdf(element, { ...options, ...ABSENCE_REQUEST_PAGE, pool: p, documentDate: new Date(sampleAbsenceRequest.proof.recordedAt!) });
    };
    const a = await print();
    // Chromium writes the print time to the second: print again in another second
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const b = await print();
    expect(b.equals(a)).toBe(true);
    const info = a.toString("latin1");
    expect(info).toContain("/CreationDate (D:20261122130500+00'00')");
    expect(info).toContain("/Producer (Cantiere)");
    expect(info).not.toContain("HeadlessChrome");
  });
});

describe("the pool", () => {
  it("empties a reused page: the second person's PDF carries nothing of the first's", async () => {
    const p = pool({ size: 1 });
    const first = await readPdf(await absencePdf(p, sampleAbsenceRequest));
    const second = await readPdf(await absencePdf(p, sampleAbsenceRequestOther));
    expect(first.pages[0].text).toContain("Giulia Bernasconi");
    expect(second.pages[0].text).toContain("Marco Rüegg");
    for (const leaked of ["Giulia Bernasconi", "Paolo Rezzonico", "Metalsky", "4711", "18342", "Vacanze estive"]) {
      expect(second.pages[0].text).not.toContain(leaked);
    }
    expect(p.stats()).toMatchObject({ launches: 1, pagesCreated: 1, pagesDiscarded: 0, rendersOk: 2 }); // one page, reused
  });

  it("discards a page whose render timed out, and the next render works", async () => {
    const p = pool({ size: 1 });
    await absencePdf(p, sampleAbsenceRequest); // warm: the page exists
    await expect(p.renderPdf(heavyHtml(), { format: "A4", timeoutMs: 50 })).rejects.toBeInstanceOf(PdfTimeoutError);
    expect(p.stats()).toMatchObject({ pagesCreated: 1, pagesDiscarded: 1, rendersFailed: 1 });

    const { pages } = await readPdf(await absencePdf(p, sampleAbsenceRequestOther));
    expect(pages[0].text).toContain("Marco Rüegg");
    expect(p.stats()).toMatchObject({ launches: 1, pagesCreated: 2, pagesDiscarded: 1, pagesOpen: 1 });
    expect(logs.some((l) => l.includes("render timed out"))).toBe(true);
  });

  it("launches a new browser on the next render after Chromium crashed", async () => {
    const p = pool({ size: 2 });
    await absencePdf(p, sampleAbsenceRequest);
    const pid = p.stats().browserPid;
    expect(pid).toBeGreaterThan(0);
    process.kill(pid!, "SIGKILL");
    await vi.waitFor(() => expect(p.stats().browserPid).toBeNull(), { timeout: 5_000 });

    const { pages } = await readPdf(await absencePdf(p, sampleAbsenceRequestOther));
    expect(pages[0].text).toContain("Marco Rüegg");
    expect(p.stats().launches).toBe(2);
    expect(p.stats().browserPid).not.toBe(pid);
  });

  it("kills a browser that stays connected but answers nothing, and the next render launches a new one", async () => {
    const p = pool({ size: 1, maxConsecutiveTimeouts: 2 });
    await absencePdf(p, sampleAbsenceRequest);
    await vi.waitFor(() => expect(p.stats().pagesIdle).toBe(1)); // emptied and back in the pool
    const pid = p.stats().browserPid!;
    process.kill(pid, "SIGSTOP"); // frozen: the pipe stays open, nothing answers
    try {
      for (let i = 0; i < 2; i++) {
        await expect(p.renderPdf("<p>x</p>", { format: "A4", timeoutMs: 500 })).rejects.toBeInstanceOf(PdfTimeoutError);
      }
      expect(p.stats().browserPid).toBeNull();
      const { pages } = await readPdf(await absencePdf(p, sampleAbsenceRequestOther));
      expect(pages[0].text).toContain("Marco Rüegg");
      expect(p.stats().launches).toBe(2);
    } finally {
      try {
        process.kill(pid, "SIGKILL"); // normally already dead
      } catch {
        // gone
      }
    }
    expect(logs.some((l) => l.includes("is stuck; killing it"))).toBe(true);
  });

  it("refuses at once when every page is busy and the queue is full", async () => {
    // the waiting render may wait as long as the first one takes under the suite's load (10 s by default)
    const p = pool({ size: 1, maxQueue: 1, acquireTimeoutMs: scaled(60_000) });
    const { element, options } = absenceRequestDocument(sampleAbsenceRequest, await getT("it"), "it");
    const html = documentHtml(element, options);
    const running = p.renderPdf(html, { format: "A4" }); // takes the one page
    const waiting = p.renderPdf(html, { format: "A4" }); // waits in the queue
    const refused = await p.renderPdf(html, { format: "A4" }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PdfBusyError);
    expect(p.stats().queued).toBe(1);
    for (const pdf of await Promise.all([running, waiting])) expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  describe("with a server listening next door", () => {
    let server: Server;
    let base = "";
    const seen: string[] = [];
    beforeAll(async () => {
      server = createServer((req, res) => {
        seen.push(`request ${req.url}`);
        res.end("body { color: red }");
      });
      server.on("connection", () => seen.push("connection"));
      await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    });

    it("loads nothing from the network, not even a connection: only data: URLs", async () => {
      const html =
        `<!DOCTYPE html><html><head><link rel="stylesheet" href="${base}/a.css"><style>@import "${base}/b.css"; ` +
        `body { background: url(${base}/c.png) }</style></head>` +
        `<body><img src="${base}/e.png"><iframe src="${base}/f"></iframe><p>offline</p>` +
        `<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><script>fetch("${base}/g")</script></body></html>`;
      const pdf = await pool({ size: 1 }).renderPdf(html, { format: "A4" });
      expect((await readPdf(pdf)).pages[0].text).toContain("offline");
      expect(seen).toEqual([]);
    });

    it("refuses a document that navigates away, and connects nowhere", async () => {
      const p = pool({ size: 1 });
      const html = `<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=${base}/d"></head><body><p>moved</p></body></html>`;
      // the refresh may win the race against printing or not; either way nothing reaches the server
      await p.renderPdf(html, { format: "A4" }).catch((e: unknown) => expect(e).toBeInstanceOf(PdfError));
      await new Promise((r) => setTimeout(r, 300));
      expect(seen).toEqual([]);
      const { pages } = await readPdf(await absencePdf(p, sampleAbsenceRequest));
      expect(pages[0].text).toContain("Giulia Bernasconi");
    });
  });
});

describe("without a usable Chromium", () => {
  it("fails fast with PdfUnavailableError when CHROMIUM_PATH names no file", async () => {
    vi.stubEnv("CHROMIUM_PATH", "/nonexistent");
    const p = pool();
    const err = await p.renderPdf("<p>x</p>", { format: "A4" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PdfUnavailableError);
    expect((err as PdfUnavailableError).message).toContain("CHROMIUM_PATH");
    expect((err as PdfUnavailableError).status).toBe(503);
    // fast because it is refused before any launch: the file check answers, no browser is started or waited for
    expect((err as PdfUnavailableError).message).toMatch(/^Chromium not found at \/nonexistent/);
    expect(p.stats()).toMatchObject({ browserPid: null, launches: 0, pagesOpen: 0, queued: 0 });
    // and again for the next request: the failed attempt left nothing behind for it to wait on
    await expect(p.renderPdf("<p>x</p>", { format: "A4" })).rejects.toThrow(/^Chromium not found at/);
    expect(p.stats()).toMatchObject({ browserPid: null, launches: 0, pagesOpen: 0, rendersFailed: 2, queued: 0 });
  });

  it("fails fast with PdfUnavailableError when the executable does not start a browser", async () => {
    const p = pool({ executablePath: "/bin/false" });
    const err = await p.renderPdf("<p>x</p>", { format: "A4" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PdfUnavailableError);
    // fast because the exit of the process is the answer, not the launch timeout running out
    expect((err as PdfUnavailableError).message).toMatch(/^Chromium at \/bin\/false did not start: /);
    expect((err as PdfUnavailableError).message).not.toMatch(/within \d+ ms/);
    expect(p.stats()).toMatchObject({ browserPid: null, launches: 0, pagesOpen: 0, queued: 0 });
    // the next request tries again and is answered the same way, not left waiting on the first
    await expect(p.renderPdf("<p>x</p>", { format: "A4" })).rejects.toThrow(/did not start: /);
    expect(p.stats()).toMatchObject({ browserPid: null, launches: 0, pagesOpen: 0, queued: 0 });
  });
});
