// XLSX downloads (issue 36's payroll export): the same header and rows as the list's CSV, written by
// write-excel-file (ADR-0136). A cell whose text is a plain number (a badge, days, CHF) is written as a
// number so a spreadsheet can sum it, with as many decimals as the text shows; every other cell stays
// the text the page shows (hours as "h:mm", a balance as "−4:02": a negative duration cannot be an
// Excel time). Text is never a formula in an XLSX cell, so nothing needs defusing.
import type { SheetData } from "write-excel-file/node";
import { fileHeaders } from "~/auth/security-headers.server";

const NUMBER = /^-?\d+(\.(\d+))?$/;

/** One cell: a number (with its shown decimals) when the text is a plain number, else the text; "" stays empty. */
export function xlsxCell(text: string): SheetData[number][number] {
  if (text === "") return null;
  const m = NUMBER.exec(text);
  if (!m) return { value: text, type: String };
  const decimals = m[2]?.length ?? 0;
  return { value: Number(text), type: Number, format: decimals === 0 ? "0" : `#,##0.${"0".repeat(decimals)}` };
}

/** A file name safe in a header, ending in .xlsx. */
function safeName(name: string): string {
  const base = name.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "") || "export";
  return base.toLowerCase().endsWith(".xlsx") ? base : `${base}.xlsx`;
}

/** The workbook's bytes: one sheet, a bold header row, then the rows. */
export async function toXlsx(sheet: string, header: readonly string[], rows: readonly (readonly string[])[]): Promise<Buffer> {
  const data: SheetData = [header.map((h) => ({ value: h, type: String, fontWeight: "bold" as const })), ...rows.map((r) => r.map(xlsxCell))];
  // a sheet's name: at most 31 characters, none of : \ / ? * [ ]
  const name = sheet.replace(/[:\\/?*[\]]/g, " ").slice(0, 31) || "Sheet1";
  // loaded at the first download: most processes never write a spreadsheet
  const { default: writeXlsxFile } = await import("write-excel-file/node");
  return writeXlsxFile(data, { sheet: name, stickyRowsCount: 1 }).toBuffer();
}

/** A Response that downloads the rows as an XLSX attachment. */
export async function xlsxResponse(filename: string, header: readonly string[], rows: readonly (readonly string[])[]): Promise<Response> {
  const body = await toXlsx(filename, header, rows);
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), {
    status: 200,
    headers: fileHeaders({
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${safeName(filename)}"`,
    }),
  });
}
