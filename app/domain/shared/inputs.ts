// Form inputs: what a person types (Swiss habits: 22.11.2026, 14:30, 1'234.50, 1234,5) read into
// the formats the server stores and sends (YYYY-MM-DD, HH:mm:ss, YYYY-MM-DD HH:mm:ss, integer cents
// and thousandths). Pure parsers only, without zod: the fields import them on every page, and a
// page must not fetch zod for them (issue 40); the schema builders on top of them are in
// ./input-schemas. No Node built-ins, no React.

export const INPUT_ERRORS = {
  required: "errors.required",
  date: "errors.invalid_date",
  time: "errors.invalid_time",
  quarterHour: "forms.errors.quarter_hour",
  number: "forms.errors.invalid_number",
  integer: "forms.errors.integer",
  money: "forms.errors.invalid_money",
  quantity: "forms.errors.invalid_quantity",
  email: "validationMessageEmail",
  yearRange: "forms.errors.year_range",
  springGap: "forms.errors.spring_gap",
  characters: "forms.errors.invalid_characters",
  value: "forms.errors.invalid_value",
  tooLong: "forms.errors.too_long",
  choice: "forms.errors.invalid_choice",
} as const;

/** The years a person means when they type a date here; outside them it is a typo (0026, 20226). */

export const YEAR_MIN = 1900;
export const YEAR_MAX = 2100;

// C0 controls but tab, line feed and carriage return; DEL. Nobody types them, PostgreSQL refuses
// NUL in text, and the others hide what a text really says (issue 10).
// eslint-disable-next-line no-control-regex -- why: exactly the characters refused
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- why: exactly the characters removed
const CONTROL_CHARACTERS_ALL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Whether a text holds a character no keyboard types (NUL, escape, …): such a field is refused. */
export function hasControlCharacters(input: string): boolean {
  return CONTROL_CHARACTERS.test(input);
}

/** A text with those characters removed: for what is searched or looked up, never for what is stored. */
export function withoutControlCharacters(input: string): string {
  return input.replace(CONTROL_CHARACTERS_ALL, "");
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = (error: string): Parsed<never> => ({ ok: false, error });
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

function daysInMonth(y: number, m: number): number {
  return [31, isLeapYear(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
}

function isoDate(y: number, m: number, d: number): Parsed<string> {
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return fail(INPUT_ERRORS.date);
  if (y < YEAR_MIN || y > YEAR_MAX) return fail(INPUT_ERRORS.yearRange);
  return ok(`${pad(y, 4)}-${pad(m)}-${pad(d)}`);
}

/**
 * A calendar date typed as DD.MM.YYYY (also D.M.YYYY, or DDMMYYYY from a phone's digit keypad) or
 * sent by a browser as YYYY-MM-DD, as "YYYY-MM-DD"; refused when unreadable, impossible
 * (31.02.2026) or outside the years 1900–2100 ("forms.errors.year_range").
 */
export function readSwissDate(input: string): Parsed<string> {
  const s = input.trim();
  let m = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(s) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(s);
  if (m) return isoDate(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : fail(INPUT_ERRORS.date);
}

/** readSwissDate as "YYYY-MM-DD", or null when it refuses the input. */
export function parseSwissDate(input: string): string | null {
  const r = readSwissDate(input);
  return r.ok ? r.value : null;
}

/** The last Sunday of March of a year, as its day of the month. */
function lastSundayOfMarch(y: number): number {
  // the day of the week of 31 March (0 = Sunday), by Sakamoto's method (March's table value is 2)
  const dow = (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + 2 + 31) % 7;
  return 31 - dow;
}

/**
 * Whether a wall-clock time does not exist in Zurich: from 1981 the clocks go from 02:00 to 03:00
 * on the last Sunday of March, so 02:00–02:59 that night never happens. A range starting or ending
 * there would be stored shorter than it reads (02:00–03:00 is no time at all): it is refused.
 */
export function isInSpringGap(isoDay: string, time: string): boolean {
  const [y, m, d] = isoDay.split("-").map(Number);
  const h = Number(time.slice(0, 2));
  return y >= 1981 && m === 3 && h === 2 && d === lastSundayOfMarch(y);
}

/** A time of day typed as HH:mm or HH:mm:ss (also H:mm, 14.30, or 1430 from a digit keypad), as "HH:mm:ss"; null when unreadable. */
export function parseClockTime(input: string): string | null {
  const s = input.trim();
  const m = /^(\d{1,2})[:.](\d{2})(?::(\d{2}))?$/.exec(s) ?? /^(\d{2})(\d{2})$/.exec(s);
  if (!m) return null;
  const [h, min, sec] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || min > 59 || sec > 59) return null;
  return `${pad(h)}:${pad(min)}:${pad(sec)}`;
}

/**
 * A date and a time on the quarter hour, as "YYYY-MM-DD HH:mm:ss". Takes one string
 * ("22.11.2026 14:15", "2026-11-22T14:15", "2026-11-22 14:15:00") or the two values of a date
 * input and a time input sharing one name.
 */
export function parseDateTime15(input: string | readonly string[]): Parsed<string> {
  let datePart: string;
  let timePart: string;
  if (typeof input === "string") {
    const m = /^\s*(\S+)(?:\s+|T)(\S+)\s*$/.exec(input);
    if (!m) {
      const alone = readSwissDate(input);
      return fail(alone.ok ? INPUT_ERRORS.time : alone.error);
    }
    [datePart, timePart] = [m[1], m[2]];
  } else {
    [datePart = "", timePart = ""] = input;
  }
  const date = readSwissDate(datePart);
  if (!date.ok) return date;
  const time = parseClockTime(timePart);
  if (!time) return fail(INPUT_ERRORS.time);
  const [, mm, ss] = time.split(":").map(Number);
  if (mm % 15 !== 0 || ss !== 0) return fail(INPUT_ERRORS.quarterHour);
  if (isInSpringGap(date.value, time)) return fail(INPUT_ERRORS.springGap);
  return ok(`${date.value} ${time}`);
}

export interface NumberOptions {
  min?: number;
  max?: number;
  integer?: boolean;
}

/** Keeps a value inside [min, max]: the spec clamps numbers instead of refusing them. */
export function clamp(n: number, { min, max }: NumberOptions): number {
  if (min !== undefined && n < min) return min;
  if (max !== undefined && n > max) return max;
  return n;
}

/**
 * A decimal typed the Swiss way: an optional sign, apostrophes between thousands (1'234), one
 * decimal point or comma. Returns the sign, the integer digits and the decimal digits, or null
 * (a lone "-", "1.2.3", letters).
 */
function readDecimal(input: string): { negative: boolean; int: string; frac: string } | null {
  const s = input.trim().replace(/[\u2019\u00a0\u202f ]/g, (c) => (c === "\u2019" ? "'" : ""));
  const m = /^([+-]?)(\d{1,3}(?:'\d{3})+|\d+)?(?:[.,](\d*))?$/.exec(s);
  if (!m) return null;
  const int = (m[2] ?? "").replace(/'/g, "");
  const frac = m[3] ?? "";
  if (int === "" && frac === "") return null;
  return { negative: m[1] === "-", int: int || "0", frac };
}

/** A number field: a lone minus or text is refused; the value is clamped to min and max. */
export function parseNumber(input: string, options: NumberOptions = {}): Parsed<number> {
  const d = readDecimal(input);
  if (!d) return fail(INPUT_ERRORS.number);
  const n = Number(`${d.negative ? "-" : ""}${d.int}.${d.frac || "0"}`);
  if (!Number.isFinite(n)) return fail(INPUT_ERRORS.number);
  if (options.integer && !Number.isInteger(n)) return fail(INPUT_ERRORS.integer);
  return ok(clamp(n === 0 ? 0 : n, options));
}

/** A fixed-point amount with at most `decimals` decimals, as an integer count of its smallest unit. */
function parseScaled(input: string, decimals: number, error: string, options: NumberOptions): Parsed<number> {
  const d = readDecimal(input);
  if (!d || d.frac.length > decimals) return fail(error);
  const units = Number(d.int + d.frac.padEnd(decimals, "0"));
  if (!Number.isSafeInteger(units)) return fail(error);
  return ok(clamp(d.negative && units !== 0 ? -units : units, options));
}

/** Money with at most 2 decimals ("1'234.50", "1234,5", "1234.5") as integer cents; clamped to min/max cents. */
export function parseMoney(input: string, options: NumberOptions = {}): Parsed<number> {
  return parseScaled(input, 2, INPUT_ERRORS.money, options);
}

/** A quantity with at most 3 decimals as integer thousandths; clamped to min/max thousandths. */
export function parseQuantity(input: string, options: NumberOptions = {}): Parsed<number> {
  return parseScaled(input, 3, INPUT_ERRORS.quantity, options);
}

/** The spec's email rule: text without spaces, @, text without spaces, a dot, text without spaces. */
export function isEmail(input: string): boolean {
  return /^\S+@\S+\.\S+$/.test(input.trim());
}

// ---- what an input shows -------------------------------------------------------------------

/** A stored date ("2026-11-22") as the field shows it ("22.11.2026"); anything else (what the user typed) unchanged. */
export function dateInputValue(value: string | undefined | null): string {
  if (!value) return "";
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return m ? `${m[3]}.${m[2]}.${m[1]}` : value;
}

/** A stored time ("14:30:00") as the field shows it ("14:30"); anything else unchanged. */
export function timeInputValue(value: string | undefined | null): string {
  if (!value) return "";
  const m = /^(\d{2}):(\d{2}):00$/.exec(value.trim());
  return m ? `${m[1]}:${m[2]}` : value;
}

function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, "'");
}

function scaledToText(units: number, decimals: number): string {
  const abs = Math.abs(Math.trunc(units));
  const s = String(abs).padStart(decimals + 1, "0");
  const text = `${groupDigits(s.slice(0, -decimals))}.${s.slice(-decimals)}`;
  return units < 0 && abs !== 0 ? `-${text}` : text;
}

/** Cents as a money field shows them: 123450 → "1'234.50" (pass this as the form's default value). */
export function moneyInputValue(cents: number | null | undefined): string {
  return cents === null || cents === undefined || !Number.isFinite(cents) ? "" : scaledToText(cents, 2);
}

/** Thousandths as a quantity field shows them: 12500 → "12.500". */
export function quantityInputValue(thousandths: number | null | undefined): string {
  return thousandths === null || thousandths === undefined || !Number.isFinite(thousandths) ? "" : scaledToText(thousandths, 3);
}

/** Regroups what was typed in a money or quantity field ("1234,5" → "1'234.50"); unreadable text unchanged. */
export function regroupTyped(input: string, decimals: 2 | 3): string {
  const r = decimals === 2 ? parseMoney(input) : parseQuantity(input);
  return r.ok ? scaledToText(r.value, decimals) : input;
}
