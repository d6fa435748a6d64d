// The site journal as a PDF (issue 14 "Journal PDF", ADR-0068): one post (from its page) or the
// posts of a period of a site (the feed's small GET form), read from the projections with the
// daily logs, the photos' thumbnails loaded from the store as data: URLs (at most 3 per row, each
// about 58 mm wide: a 320 px thumbnail prints at ~140 dpi), optionally the comments, printed by
// the pool in Italian unless `?lang=` names another of our languages. The footer names the highest
// event position of the posts shown. The caller has checked who may read the site's journal.
import { loadSharp } from "~/storage/sharp.server";
import type { Sql } from "~/db.server";
import type { CompanyCode } from "~/domain/company/companies";
import { JOURNAL_PDF_LIMITS } from "~/domain/journal/pdf-period";
import { personName } from "~/domain/person/name";
import { formatDateTime } from "~/domain/shared/format";
import { journalCommentsOf, journalPeriod, type JournalEntryView } from "~/events/queries/journal.server";
import { dailyLogViews, swissDay } from "~/areas/journal/journal.server";
import type { Language } from "~/i18n/config";
import { getT } from "~/i18n/i18next.server";
import { PdfError, type PdfPool } from "~/pdf/pool.server";
import { pdfProof, printedOrigin, proofDate } from "~/pdf/proof.server";
import { renderDocumentPdf } from "~/pdf/render.server";
import type { FileStore } from "~/storage/store.server";
import { logSections } from "~/ui/journal/daily-log-sections";
import { fileHeaders } from "~/auth/security-headers.server";
import { JOURNAL_PAGE, journalDocument, type JournalPdfData, type JournalPdfPost, type Translate } from "../../../pdf-templates/journal/template";

export interface JournalPdfSite {
  id: number;
  title: string;
  quickcomId: string;
  companyCode: CompanyCode;
}

export type JournalPdfSelection = { kind: "post"; entry: JournalEntryView } | { kind: "period"; from: string; to: string };

/** The longest side of a photo printed from its original (a post whose thumbnail is missing). */
const PRINT_SIDE = 640;

/** A photo as a data: URL: its thumbnail, else the original scaled down; null when the file is gone. */
async function photoDataUrl(store: FileStore, image: { key: string; thumbnailKey: string | null }): Promise<string | null> {
  const thumb = image.thumbnailKey ? await store.get(image.thumbnailKey) : null;
  if (thumb) return `data:${thumb.contentType || "image/jpeg"};base64,${Buffer.from(thumb.body).toString("base64")}`;
  const original = await store.get(image.key);
  if (!original) return null;
  const sharp = await loadSharp();
  const jpeg = await sharp(original.body).rotate().resize(PRINT_SIDE, PRINT_SIDE, { fit: "inside", withoutEnlargement: true }).jpeg({ quality: 75 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

/** Runs `f` over `items`, `width` at a time, keeping their order. */
async function mapLimited<T, R>(items: T[], width: number, f: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await f(items[i]);
      }
    }),
  );
  return out;
}

/** The posts a selection prints, or null when a period holds more than the PDF takes. */
export async function journalPdfEntries(sql: Sql, siteId: number, sel: JournalPdfSelection): Promise<JournalEntryView[] | null> {
  if (sel.kind === "post") return [sel.entry];
  const entries = await journalPeriod(sql, siteId, sel.from, sel.to, JOURNAL_PDF_LIMITS.posts + 1);
  return entries.length > JOURNAL_PDF_LIMITS.posts ? null : entries;
}

/** The document's data in the language of `t`; pure apart from the reads and the clock. */
export async function journalPdfData(
  sql: Sql,
  store: FileStore,
  site: JournalPdfSite,
  entries: JournalEntryView[],
  opts: { from: string; to: string; single: boolean; withComments: boolean; t: Translate; origin?: string },
): Promise<JournalPdfData> {
  const { t } = opts;
  const ids = entries.map((e) => e.id);
  const [logs, comments] = await Promise.all([dailyLogViews(sql, entries), opts.withComments ? journalCommentsOf(sql, ids, () => 1000) : Promise.resolve([])]);
  const weather = (c: string, temp: number | null) => `${t(`journal.weather.${c}`)}${temp === null ? "" : `, ${temp} °C`}`;
  const photos = await mapLimited(
    entries.flatMap((e) => e.images),
    8,
    (i) => photoDataUrl(store, i),
  );
  let n = 0;
  const posts: JournalPdfPost[] = entries.map((e) => {
    const images = photos.slice(n, (n += e.images.length)).filter((u): u is string => u !== null);
    const log = logs.get(e.id);
    return {
      id: e.id,
      date: swissDay(e.date),
      author: personName({ firstName: e.authorFirstName, lastName: e.authorLastName }),
      // an erased author's text: the marker in the document's language (ADR-0134)
      title: e.textRemoved ? t("erasure.removed") : e.title,
      description: e.description,
      log: log ? logSections(log, weather).map(([k, v]) => [t(k), v] as [string, string]) : [],
      images,
      comments: comments.filter((c) => c.journalId === e.id).map((c) => ({ author: personName(c), at: formatDateTime(c.addedAt), text: c.textRemoved ? t("erasure.removed") : c.text })),
    };
  });
  return {
    companyCode: site.companyCode,
    site: { title: site.title, quickcomId: site.quickcomId },
    period: { from: swissDay(opts.from), to: swissDay(opts.to) },
    single: opts.single,
    posts,
    withComments: opts.withComments,
    // the last event of the posts shown (ADR-0132)
    proof: await pdfProof(sql, opts.origin ?? printedOrigin(null), entries.reduce((m, e) => Math.max(m, e.lastPosition), 0)),
  };
}

/** Prints a journal's data with the pool. */
export async function renderJournalPdf(data: JournalPdfData, t: Translate, lang: Language, pool?: PdfPool): Promise<Buffer> {
  const { element, options } = journalDocument(data, t, lang);
  return renderDocumentPdf(element, { ...options, ...JOURNAL_PAGE, pool, timeoutMs: 30_000, documentDate: proofDate(data.proof) });
}

/** The journal PDF as a download; a PDF that cannot be made answers with a short translated text (503/504), never a hung request. */
export async function journalPdfResponse(
  request: Request,
  sql: Sql,
  store: FileStore,
  site: JournalPdfSite,
  entries: JournalEntryView[],
  opts: { from: string; to: string; single: boolean; withComments: boolean; lang: Language },
): Promise<Response> {
  const t = (await getT(opts.lang)) as unknown as Translate;
  const data = await journalPdfData(sql, store, site, entries, { ...opts, t, origin: printedOrigin(request) });
  let pdf: Buffer;
  try {
    pdf = await renderJournalPdf(data, t, opts.lang);
  } catch (e) {
    if (e instanceof PdfError) {
      const ui = await getT(request);
      throw new Response(ui(e.code), { status: e.status, headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5" } });
    }
    throw e;
  }
  const name = opts.single ? `diario-${site.quickcomId}-${entries[0]?.id ?? 0}` : `diario-${site.quickcomId}-${opts.from}-${opts.to}`;
  return new Response(new Uint8Array(pdf.buffer as ArrayBuffer, pdf.byteOffset, pdf.byteLength), {
    status: 200,
    headers: fileHeaders({
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, "-")}.pdf"`,
      "Content-Length": String(pdf.length),
    }),
  });
}
