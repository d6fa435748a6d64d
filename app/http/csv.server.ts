// CSV downloads of lists: RFC 4180 (comma-separated, CRLF line ends, fields quoted when they hold
// a comma, a quote or a line break, quotes doubled), UTF-8 with a byte-order mark so Excel reads
// accents (è, ü, ç) correctly.
import { fileHeaders } from "~/auth/security-headers.server";

export type CsvValue = string | number | boolean | null | undefined;

const BOM = "\uFEFF";

/**
 * One field, quoted when it must be. Text starting with =, +, -, @ or a tab gets a leading
 * apostrophe so a spreadsheet shows it instead of running it as a formula (CSV injection); plain
 * numbers such as -1234.50 stay numbers.
 */
export function csvField(v: CsvValue): string {
  if (v === null || v === undefined) return "";
  let s = String(v);
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The whole document: a header row, then the rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((r) => r.map(csvField).join(",")).join("\r\n") + "\r\n";
}

/** A file name safe in a header: letters, digits, dot, dash and underscore. */
function safeName(name: string): string {
  const base = name.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "") || "export";
  return base.toLowerCase().endsWith(".csv") ? base : `${base}.csv`;
}

/** A Response that downloads the rows as a CSV attachment. */
export function csvResponse(filename: string, header: readonly string[], rows: readonly (readonly CsvValue[])[]): Response {
  return new Response(BOM + toCsv(header, rows), {
    status: 200,
    headers: fileHeaders({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${safeName(filename)}"`,
    }),
  });
}
