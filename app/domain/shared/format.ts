// The one Swiss format of the application: 1'234.50, CHF 1'234.50, 22.11.2026 14:05, always in
// Europe/Zurich. Written with explicit rules instead of a locale because Node's it-CH groups only
// from 10'000 up and writes dates with slashes, and Chromium's ICU differs from Node's (STACK.md):
// format on the server and send the strings to the page. Pure: no Node built-ins, no React.
//
// Every formatter returns "" for null, undefined, a non-finite number or an unreadable date, so a
// bad stored value shows as an empty cell instead of failing the whole page.
//
// No temporal-polyfill here on purpose: loaders all over the app import this module, and the
// browser build keeps such imports, so the polyfill (57 KB) would ride along on every page
// (bench/RESULTS-pages.md). Intl's time zone data is all a formatter needs.

export const TIME_ZONE = "Europe/Zurich";

const GROUP = "'";
const MINUS = "-";

type DateInput = string | Date | null | undefined;
type Fields = { year: number; month: number; day: number; hour: number; minute: number };

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

let zurich: Intl.DateTimeFormat | undefined;
const HOUR = 3_600_000;
/** Zurich's offset from UTC (ms) in each UTC hour asked so far: it changes only on whole UTC hours
 * (CET/CEST switch at 01:00 UTC), so one formatToParts per hour replaces one per date shown (a
 * 50-row list formats 50–150 dates). Bounded: cleared when full. */
const offsets = new Map<number, number>();
const OFFSETS_MAX = 4096;

function offsetAt(hourStart: number): number {
  const known = offsets.get(hourStart);
  if (known !== undefined) return known;
  zurich ??= new Intl.DateTimeFormat("en-US", {
    timeZone: TIME_ZONE, year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", hourCycle: "h23",
  });
  const f: Record<string, number> = {};
  for (const p of zurich.formatToParts(hourStart)) if (p.type !== "literal") f[p.type] = Number(p.value);
  const offset = Date.UTC(f.year, f.month - 1, f.day, f.hour % 24, f.minute) - hourStart;
  if (offsets.size >= OFFSETS_MAX) offsets.clear();
  offsets.set(hourStart, offset);
  return offset;
}

/** Zurich's wall clock at an instant. */
function zurichAt(ms: number): Fields | null {
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) return null;
  const wall = new Date(ms + offsetAt(Math.floor(ms / HOUR) * HOUR));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate(), hour: wall.getUTCHours(), minute: wall.getUTCMinutes() };
}

/** A calendar date and clock time that exist (no 30 February, no 24:00). */
function valid(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): boolean {
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:([zZ])|([+-])(\d{2})(?::?(\d{2}))?)?$/;

/** The wall-clock fields of an instant or a date in Zurich; a date without time ("2026-03-29") is taken as is. */
function zurichFields(input: DateInput): Fields | null {
  if (input === null || input === undefined) return null;
  if (input instanceof Date) return zurichAt(input.getTime());
  const s = input.trim();
  const pd = PLAIN_DATE.exec(s);
  if (pd) {
    const [y, mo, d] = [Number(pd[1]), Number(pd[2]), Number(pd[3])];
    return valid(y, mo, d) ? { year: y, month: mo, day: d, hour: 0, minute: 0 } : null;
  }
  const m = DATE_TIME.exec(s);
  if (!m) return null;
  const [y, mo, d, h, mi, sec] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0));
  if (!valid(y, mo, d, h, mi, sec)) return null;
  // an instant carries Z or an offset; a local date-time without one is already Zurich wall time
  if (!m[8] && !m[9]) return { year: y, month: mo, day: d, hour: h, minute: mi };
  const offsetMin = m[9] ? (m[9] === "-" ? -1 : 1) * (Number(m[10]) * 60 + Number(m[11] ?? 0)) : 0;
  const ms = Date.UTC(y, mo - 1, d, h, mi, sec, Number((m[7] ?? "0").padEnd(3, "0").slice(0, 3))) - offsetMin * 60_000;
  return zurichAt(ms);
}

/** A date as DD.MM.YYYY in Zurich. */
export function formatDate(input: DateInput): string {
  const f = zurichFields(input);
  return f ? `${pad(f.day)}.${pad(f.month)}.${pad(f.year, 4)}` : "";
}

/** A date and time as DD.MM.YYYY HH:mm in Zurich (24 hours). */
export function formatDateTime(input: DateInput): string {
  const f = zurichFields(input);
  return f ? `${pad(f.day)}.${pad(f.month)}.${pad(f.year, 4)} ${pad(f.hour)}:${pad(f.minute)}` : "";
}

/** A time as HH:mm in Zurich (24 hours). */
export function formatTime(input: DateInput): string {
  const f = zurichFields(input);
  return f ? `${pad(f.hour)}:${pad(f.minute)}` : "";
}

// Rounding to a number of decimals (half away from zero, on the shortest decimal form of the
// number, so 1.005 gives 1.01) is done by Intl with a neutral locale and no grouping; the grouping
// and the signs are ours.
const plain = new Map<number, Intl.NumberFormat>();
function plainFormat(decimals: number): Intl.NumberFormat {
  let f = plain.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat("en-US", {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: false,
    });
    plain.set(decimals, f);
  }
  return f;
}

function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP);
}

/** Groups the integer part of an unsigned decimal string ("1234.50" → "1'234.50") and puts the sign back. */
function swiss(unsigned: string, negative: boolean): string {
  const [int, frac] = unsigned.split(".");
  const body = frac === undefined ? group(int) : `${group(int)}.${frac}`;
  // no "-0.00": a value that rounds to zero carries no sign
  return negative && /[1-9]/.test(unsigned) ? `${MINUS}${body}` : body;
}

/** A number with `decimals` decimals and an apostrophe between thousands: 1'234.50, -1'234.50. */
export function formatNumber(n: number | null | undefined, decimals = 2): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return "";
  const d = Math.min(Math.max(Math.trunc(decimals), 0), 20);
  return swiss(plainFormat(d).format(Math.abs(n)), n < 0);
}

/** An amount in cents without the currency code: 123450 → "1'234.50". */
export function formatMoneyAmount(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return "";
  // whole cents as integers: no floating-point rounding on money
  const abs = Math.round(Math.abs(cents));
  const units = Math.floor(abs / 100);
  return swiss(`${units}.${pad(abs % 100)}`, cents < 0);
}

/** An amount in cents as a plain decimal for files other programs read (CSV): 123450 → "1234.50", -5 → "-0.05". */
export function centsToDecimal(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return "";
  const abs = Math.round(Math.abs(cents));
  return `${cents < 0 && abs > 0 ? MINUS : ""}${Math.floor(abs / 100)}.${pad(abs % 100)}`;
}

/** An amount in cents with its currency code in front: 123450, "CHF" → "CHF 1'234.50". */
export function formatMoney(cents: number | null | undefined, currency: string): string {
  const amount = formatMoneyAmount(cents);
  return amount ? `${currency} ${amount}` : "";
}

/** A quantity with three decimals: 12.5 → "12.500". */
export function formatQuantity(n: number | null | undefined): string {
  return formatNumber(n, 3);
}

const SIZE_UNITS = ["B", "KB", "MB", "GB"] as const;

/** A file size in base 1024: bytes as a whole number, KB, MB and GB with one decimal. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return "";
  if (bytes < 1024) return `${formatNumber(Math.round(bytes), 0)} B`;
  let unit = 1;
  let value = bytes / 1024;
  while (unit < SIZE_UNITS.length - 1 && value >= 1024) {
    value /= 1024;
    unit++;
  }
  // 1'048'575 B is 1'023.999 KB: shown as 1.0 MB, never as "1'024.0 KB"
  if (unit < SIZE_UNITS.length - 1 && Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    unit++;
  }
  return `${formatNumber(value, 1)} ${SIZE_UNITS[unit]}`;
}
