// The public holidays of the 26 Swiss cantons for any year, and the two half days (24 and 31
// December afternoons) companies usually give. Pure: the generator turns them into festivities.
// Which canton keeps which day, and why, is ADR-0062.
import { Temporal } from "temporal-polyfill";

export const CANTON_CODES = [
  "AG", "AI", "AR", "BE", "BL", "BS", "FR", "GE", "GL", "GR", "JU", "LU", "NE",
  "NW", "OW", "SG", "SH", "SO", "SZ", "TG", "TI", "UR", "VD", "VS", "ZG", "ZH",
] as const;
export type CantonCode = (typeof CANTON_CODES)[number];


/** Stable ids of the days (the translation key `holidays.days.<id>` and part of a festivity's holiday key). */
export type HolidayId =
  | "new-year" | "berchtold" | "epiphany" | "republic-neuchatel" | "st-joseph" | "naefelser-fahrt"
  | "good-friday" | "easter-monday" | "labour-day" | "ascension" | "whit-monday" | "corpus-christi"
  | "jura-independence" | "st-peter-paul" | "national-day" | "assumption" | "jeune-genevois"
  | "bruder-klaus" | "lundi-du-jeune" | "all-saints" | "immaculate-conception" | "christmas"
  | "st-stephen" | "restauration-genevoise" | "christmas-eve-afternoon" | "new-years-eve-afternoon";

export interface SwissHoliday {
  id: HolidayId;
  /** YYYY-MM-DD */
  date: string;
  /** only the afternoon is free (counts 4 of 8 hours, see leaveDays) */
  halfDay: boolean;
}

const ALL = CANTON_CODES;
const except = (...out: CantonCode[]): readonly CantonCode[] => ALL.filter((c) => !out.includes(c));

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): Temporal.PlainDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Temporal.PlainDate.from({ year, month, day });
}

/** The first given weekday (1 Monday … 7 Sunday) on or after a date. */
function onOrAfter(date: Temporal.PlainDate, dayOfWeek: number): Temporal.PlainDate {
  return date.add({ days: (dayOfWeek - date.dayOfWeek + 7) % 7 });
}

type Rule = { id: HolidayId; cantons: readonly CantonCode[]; halfDay?: boolean; date: (year: number, easter: Temporal.PlainDate) => Temporal.PlainDate };

const fixed = (month: number, day: number) => (year: number) => Temporal.PlainDate.from({ year, month, day });
const fromEaster = (days: number) => (_year: number, easter: Temporal.PlainDate) => easter.add({ days });

const RULES: readonly Rule[] = [
  { id: "new-year", cantons: ALL, date: fixed(1, 1) },
  { id: "berchtold", cantons: ["AG", "BE", "FR", "GL", "JU", "LU", "NE", "OW", "SH", "SO", "TG", "VD", "ZG", "ZH"], date: fixed(1, 2) },
  { id: "epiphany", cantons: ["SZ", "TI", "UR"], date: fixed(1, 6) },
  { id: "republic-neuchatel", cantons: ["NE"], date: fixed(3, 1) },
  { id: "st-joseph", cantons: ["NW", "SZ", "TI", "UR", "VS"], date: fixed(3, 19) },
  {
    // the first Thursday of April, a week later when that is Maundy Thursday
    id: "naefelser-fahrt",
    cantons: ["GL"],
    date: (year, easter) => {
      const first = onOrAfter(Temporal.PlainDate.from({ year, month: 4, day: 1 }), 4);
      return first.equals(easter.subtract({ days: 3 })) ? first.add({ days: 7 }) : first;
    },
  },
  { id: "good-friday", cantons: except("TI", "VS"), date: fromEaster(-2) },
  { id: "easter-monday", cantons: except("VS"), date: fromEaster(1) },
  { id: "labour-day", cantons: ["BL", "BS", "JU", "NE", "SH", "TG", "TI", "ZH"], date: fixed(5, 1) },
  { id: "ascension", cantons: ALL, date: fromEaster(39) },
  { id: "whit-monday", cantons: except("VS"), date: fromEaster(50) },
  { id: "corpus-christi", cantons: ["AI", "FR", "JU", "LU", "NW", "OW", "SZ", "TI", "UR", "VS", "ZG"], date: fromEaster(60) },
  { id: "jura-independence", cantons: ["JU"], date: fixed(6, 23) },
  { id: "st-peter-paul", cantons: ["TI"], date: fixed(6, 29) },
  { id: "national-day", cantons: ALL, date: fixed(8, 1) },
  { id: "assumption", cantons: ["AI", "FR", "JU", "LU", "NW", "OW", "SO", "SZ", "TI", "UR", "VS", "ZG"], date: fixed(8, 15) },
  // Thursday after the first Sunday of September
  { id: "jeune-genevois", cantons: ["GE"], date: (year) => onOrAfter(Temporal.PlainDate.from({ year, month: 9, day: 1 }), 7).add({ days: 4 }) },
  { id: "bruder-klaus", cantons: ["OW"], date: fixed(9, 25) },
  // Monday after the third Sunday of September (the Federal Fast)
  { id: "lundi-du-jeune", cantons: ["VD"], date: (year) => onOrAfter(Temporal.PlainDate.from({ year, month: 9, day: 1 }), 7).add({ days: 15 }) },
  { id: "all-saints", cantons: ["AI", "FR", "GL", "JU", "LU", "NW", "OW", "SG", "SO", "SZ", "TI", "UR", "VS", "ZG"], date: fixed(11, 1) },
  { id: "immaculate-conception", cantons: ["AI", "LU", "NW", "OW", "SZ", "TI", "UR", "VS", "ZG"], date: fixed(12, 8) },
  { id: "christmas-eve-afternoon", cantons: ALL, halfDay: true, date: fixed(12, 24) },
  { id: "christmas", cantons: ALL, date: fixed(12, 25) },
  { id: "st-stephen", cantons: except("GE", "JU", "NE", "VD", "VS"), date: fixed(12, 26) },
  { id: "new-years-eve-afternoon", cantons: except("GE"), halfDay: true, date: fixed(12, 31) },
  { id: "restauration-genevoise", cantons: ["GE"], date: fixed(12, 31) },
];

/**
 * A canton's public holidays of a year in date order; with `halfDays`, also the afternoons of 24
 * and 31 December (not in Geneva on the 31st, a whole holiday there). Years 1583–9999.
 */
export function swissHolidays(canton: CantonCode, year: number, options: { halfDays: boolean } = { halfDays: true }): SwissHoliday[] {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) throw new RangeError(`year out of range: ${year}`);
  const easter = easterSunday(year);
  return RULES.filter((r) => r.cantons.includes(canton) && (options.halfDays || !r.halfDay))
    .map((r) => ({ id: r.id, date: r.date(year, easter).toString(), halfDay: r.halfDay === true }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The key that makes a generated festivity unique: canton, year and day (a second generation skips what exists). */
export function holidayKey(canton: CantonCode, year: number, id: HolidayId): string {
  return `${canton}:${year}:${id}`;
}
