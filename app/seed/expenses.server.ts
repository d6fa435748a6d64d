// Seeds the demo expenses (demo-expenses.ts) through the same path as the UI: a small receipt is
// generated, checked like an upload and stored (file id derived from the claim's key, so a repeat
// overwrites the same file), the claim submitted by its person, then approved or rejected by the
// demo HR user. Command ids derive from the claim's key: seeding again appends nothing.
import { createHash } from "node:crypto";
import { loadSharp } from "~/storage/sharp.server";
import type { Sql } from "~/db.server";
import type { ReceiptRef } from "~/domain/expense/events";
import { formatMoney } from "~/domain/shared/format";
import type { CommandOutcome } from "~/events/handle-command.server";
import { approveExpense } from "~/areas/expense/approve-expense.server";
import { rejectExpense } from "~/areas/expense/reject-expense.server";
import { submitExpense } from "~/areas/expense/submit-expense.server";
import { fileStore } from "~/storage/index.server";
import { checkUpload, RECEIPT_UPLOAD, storeUpload } from "~/storage/upload.server";
import { demoActor } from "./actor.server";
import { DEMO_EXPENSES, demoExpenseDate, type DemoExpense } from "./demo-expenses";

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A receipt-like PNG: a narrow slip with the shop, the reason and the amount. */
async function receiptPng(e: DemoExpense, date: string): Promise<Uint8Array> {
  const lines = ["RICEVUTA", e.place.toUpperCase(), date.split("-").reverse().join("."), e.reason, formatMoney(e.amount, e.currency), "Grazie e arrivederci"];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="440"><rect width="320" height="440" fill="#fbfaf5"/>` +
    `<rect x="10" y="10" width="300" height="420" fill="none" stroke="#9ca3af" stroke-dasharray="4 3"/>` +
    lines.map((l, i) => `<text x="160" y="${60 + i * 58}" font-family="DejaVu Sans, sans-serif" font-size="${i === 4 ? 26 : 17}" text-anchor="middle" fill="#111827">${escapeXml(l)}</text>`).join("") +
    `</svg>`;
  const sharp = await loadSharp();
  return new Uint8Array(await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer());
}

/** A one-page PDF with a few lines of text (Helvetica, no embedded fonts): a scanned invoice's stand-in. */
export function receiptPdf(lines: readonly string[]): Uint8Array {
  const ascii = (s: string) => s.normalize("NFKD").replace(/[^\x20-\x7e]/g, "").replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${780 - i * 24} Td (${ascii(l)}) Tj ET`).join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, "latin1"));
}

const fileIdOf = (key: string) => createHash("sha256").update(`cantiere-seed-receipt:${key}`).digest("hex").slice(0, 32);

/**
 * Seeds the demo expenses; `meta(key)` gives a command's metadata with a command id derived from
 * `key`. Returns the outcomes (to count what was appended).
 */
export async function seedDemoExpenses(sql: Sql, meta: (key: string) => { actorId: number | null; now: string; commandId: string }): Promise<CommandOutcome[]> {
  const hr = await demoActor(sql, "hr");
  if (!hr) return [];
  const store = fileStore();
  const outcomes: CommandOutcome[] = [];
  for (const e of DEMO_EXPENSES) {
    const user = await demoActor(sql, e.username);
    if (!user) continue;
    const m = meta(`expense:${e.key}`);
    const date = demoExpenseDate(e, m.now);
    const bytes = e.receipt === "png" ? await receiptPng(e, date) : receiptPdf(["Fattura", e.place, e.reason, formatMoney(e.amount, e.currency), date]);
    const checked = await checkUpload({ field: "receipt", fileName: `${e.key}.${e.receipt}`, claimedType: "", size: bytes.byteLength, bytes }, RECEIPT_UPLOAD);
    if (!checked.ok) throw new Error(`demo receipt ${e.key} refused: ${checked.reason}`);
    const stored = await storeUpload(store, checked.file, RECEIPT_UPLOAD, fileIdOf(e.key));
    const receipt: ReceiptRef = { key: stored.key, thumbnailKey: stored.thumbnailKey, contentType: stored.contentType, size: stored.size, sha256: stored.sha256 };
    const [site] = await sql<{ id: number }[]>`
      SELECT id FROM site_list WHERE company_code = ${user.companyCode} ORDER BY id OFFSET ${e.site} LIMIT 1`;
    const submitted = await submitExpense(
      sql,
      user,
      {
        personId: user.id,
        expense: { reason: e.reason, place: e.place, amount: e.amount, currency: e.currency, changedChf: e.changedChf, quantity: e.quantity, unit: e.unit, siteId: site ? Number(site.id) : null, date, isEquipment: e.isEquipment },
        receipt,
      },
      { ...m, actorId: user.id },
    );
    outcomes.push(submitted);
    if (!e.decision) continue;
    const d = meta(`expense-decision:${e.key}`);
    const on = { expenseId: submitted.id, personId: user.id, expectedVersion: null };
    outcomes.push(
      "approve" in e.decision
        ? await approveExpense(sql, hr, { ...on, ...e.decision.approve }, { ...d, actorId: hr.id })
        : await rejectExpense(sql, hr, on, { ...d, actorId: hr.id }),
    );
  }
  return outcomes;
}
