// The journal PDF (issue 14, ADR-0068): 30 posts of a site with 60 photos (2 each, generated
// 1600 × 1200 JPEGs of noise — the worst case for their thumbnails' size) written through the real
// operation (`writeJournalEntry`: photos checked, stored in a filesystem store with their 320 px
// thumbnails), then the period's PDF made as the route makes it: the posts, daily logs and comments
// read from the projections, the 60 thumbnails read from the store as data: URLs, the document
// printed by a pool of one Chromium page. Timed: the first PDF (Chromium's start included) and
// `--runs` more on the warm pool (p50, max). Each PDF is checked to hold 60 image objects.
// Aim: under 5 s. `npm run bench -- journal-pdf [--runs=5]`. Results: bench/RESULTS.md.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { journalPdfData, journalPdfEntries, renderJournalPdf } from "~/areas/journal/journal-pdf.server";
import { getT } from "~/i18n/i18next.server";
import { addJournalComment } from "~/areas/journal/add-journal-comment.server";
import { JOURNAL_UPLOAD } from "~/areas/journal/journal-command.server";
import { writeJournalEntry } from "~/areas/journal/write-journal-entry.server";
import { createPdfPool } from "~/pdf/pool.server";
import { createFsStore } from "~/storage/fs-store.server";
import { checkUpload, type CheckedUpload } from "~/storage/upload.server";
import type { Translate } from "../pdf-templates/journal/template";
import { latencySummary, round, type Benchmark } from "./lib";

const POSTS = 30;
const PHOTOS_PER_POST = 2;
const TARGET_MS = 5_000;

async function photo(i: number): Promise<CheckedUpload> {
  const bytes = new Uint8Array(
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 90 + (i % 80), sigma: 40 } } })
      .jpeg({ quality: 80 })
      .toBuffer(),
  );
  const r = await checkUpload({ field: "photos", fileName: `p${i}.jpg`, claimedType: "image/jpeg", size: bytes.byteLength, bytes }, JOURNAL_UPLOAD);
  if (!r.ok) throw new Error(r.reason);
  return r.file;
}

const imageCount = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Subtype\s*\/Image\b/g) ?? []).length;

export const journalPdfBench: Benchmark = {
  name: "journal-pdf",
  timeLimitMs: 600_000,
  async run(ctx) {
    const runs = ctx.overrides.runs ?? (ctx.quick ? 2 : 5);
    const db = await ctx.open(4);
    const { sql } = db;
    const tmp = mkdtempSync(path.join(tmpdir(), "cantiere-bench-journal-"));
    const store = createFsStore({ root: path.join(tmp, "files"), linkSecret: async () => Buffer.alloc(32, 7), now: () => Date.now() });
    const pool = createPdfPool({ size: 1, log: () => {} });
    try {
      const siteId = 7_000_001;
      const rights = { onTeam: true, foreman: true, mayUpdateSites: false };
      const now = new Date().toISOString();
      ctx.log(`[journal-pdf] writing ${POSTS} posts with ${POSTS * PHOTOS_PER_POST} photos`);
      for (let i = 0; i < POSTS; i++) {
        const files = await Promise.all(Array.from({ length: PHOTOS_PER_POST }, (_, n) => photo(i * PHOTOS_PER_POST + n)));
        const dailyLog = { weather: { condition: "cloudy" as const, temperatureC: 9 }, crew: [], crewNote: "3 carpentieri, 2 elettricisti Rossi SA", equipment: "Gru a torre 40 t", delays: i % 4 ? "" : "Consegna calcestruzzo alle 10 invece delle 7", incidents: "" };
        const post = await writeJournalEntry(
          sql,
          store,
          { siteId, date: null, title: `Giornata ${i + 1}: getto e armature`, description: "Lavori come da programma.\nControllo DL alle 14:00.", files, rights, dailyLog },
          { actorId: 1, now, commandId: randomUUID() },
        );
        await addJournalComment(sql, post.id, "Ok, domani si prosegue.", rights, { actorId: 2, now, commandId: randomUUID() });
      }
      const t = (await getT("it")) as unknown as Translate;
      const site = { id: siteId, title: "Residenza Al Lago", quickcomId: "Q26017", companyCode: "cantiere" as const };
      const day = now.slice(0, 10);
      const once = async () => {
        const t0 = performance.now();
        const entries = (await journalPdfEntries(sql, siteId, { kind: "period", from: day, to: day }))!;
        const data = await journalPdfData(sql, store, site, entries, { from: day, to: day, single: false, withComments: true, t });
        const pdf = await renderJournalPdf(data, t, "it", pool);
        const ms = performance.now() - t0;
        const images = imageCount(pdf);
        if (entries.length !== POSTS || images !== POSTS * PHOTOS_PER_POST) throw new Error(`expected ${POSTS} posts and ${POSTS * PHOTOS_PER_POST} images, got ${entries.length} and ${images}`);
        return { ms, bytes: pdf.length };
      };
      ctx.log("[journal-pdf] first PDF (Chromium starts)");
      const cold = await once();
      const warm: number[] = [];
      let bytes = cold.bytes;
      for (let r = 0; r < runs; r++) {
        const w = await once();
        warm.push(w.ms);
        bytes = w.bytes;
      }
      const s = latencySummary(warm);
      return {
        figures: [
          { label: "30 posts, 60 photos: first PDF (cold pool)", value: round(cold.ms), unit: "ms", target: { op: "<=", value: TARGET_MS } },
          { label: "30 posts, 60 photos: PDF on a warm pool, p50", value: round(s.p50), unit: "ms", target: { op: "<=", value: TARGET_MS } },
          { label: "30 posts, 60 photos: PDF on a warm pool, max", value: round(s.max), unit: "ms" },
        ],
        details: { posts: POSTS, photos: POSTS * PHOTOS_PER_POST, runs, pdfBytes: bytes, coldMs: round(cold.ms), warm: s },
      };
    } finally {
      await pool.close();
      rmSync(tmp, { recursive: true, force: true });
    }
  },
};
