// An iCalendar (RFC 5545) writer for a person's calendar link (ADR-0062): CRLF line ends, lines
// folded at 75 octets without splitting a UTF-8 character, TEXT values escaped, every VEVENT with
// UID and DTSTAMP, timed items in Europe/Zurich with its VTIMEZONE, all-day items as VALUE=DATE
// with the exclusive end the RFC asks for. Pure: the caller passes the items and the time.
import { Temporal } from "temporal-polyfill";

export interface IcsItem {
  /** unique and stable across fetches (the calendar app updates the item it already has) */
  uid: string;
  summary: string;
  description?: string;
  location?: string;
  /** all-day: YYYY-MM-DD, both inclusive; timed: ISO instants */
  allDay: boolean;
  start: string;
  end: string;
  /** CONFIRMED unless told (the feed holds only approved and scheduled items) */
  status?: "CONFIRMED" | "TENTATIVE";
  categories?: string;
}

export interface IcsCalendar {
  /** the calendar's name in the person's calendar app (X-WR-CALNAME) */
  name: string;
  /** the instant the feed is produced (DTSTAMP) */
  now: string;
  items: readonly IcsItem[];
}

const TZID = "Europe/Zurich";

/** Europe/Zurich since 1996: CEST from the last Sunday of March 02:00, CET from the last Sunday of October 03:00. */
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${TZID}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19810329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19961027T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** A TEXT value escaped (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks; other control characters dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    // eslint-disable-next-line no-control-regex -- control characters are not allowed in TEXT
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
}

/** A content line folded at 75 octets (RFC 5545 §3.1): CRLF and a space before each continuation, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  // continuation lines start with a space, which counts toward their 75 octets
  let limit = 75;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = 74;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const compactDate = (date: string) => date.replace(/-/g, "");

/** An instant as Zurich wall time, YYYYMMDDTHHMMSS. */
function zurichLocal(iso: string): string {
  const z = Temporal.Instant.from(iso).toZonedDateTimeISO(TZID);
  const p = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${p(z.year, 4)}${p(z.month)}${p(z.day)}T${p(z.hour)}${p(z.minute)}${p(z.second)}`;
}

/** An instant in UTC, YYYYMMDDTHHMMSSZ (DTSTAMP). */
function utcStamp(iso: string): string {
  const z = Temporal.Instant.from(iso).toZonedDateTimeISO("UTC");
  const p = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${p(z.year, 4)}${p(z.month)}${p(z.day)}T${p(z.hour)}${p(z.minute)}${p(z.second)}Z`;
}

function eventLines(item: IcsItem, stamp: string): string[] {
  const lines = ["BEGIN:VEVENT", `UID:${escapeText(item.uid)}`, `DTSTAMP:${stamp}`];
  if (item.allDay) {
    const endExclusive = Temporal.PlainDate.from(item.end).add({ days: 1 }).toString();
    lines.push(`DTSTART;VALUE=DATE:${compactDate(item.start)}`, `DTEND;VALUE=DATE:${compactDate(endExclusive)}`);
  } else {
    lines.push(`DTSTART;TZID=${TZID}:${zurichLocal(item.start)}`, `DTEND;TZID=${TZID}:${zurichLocal(item.end)}`);
  }
  lines.push(`SUMMARY:${escapeText(item.summary)}`);
  if (item.description) lines.push(`DESCRIPTION:${escapeText(item.description)}`);
  if (item.location) lines.push(`LOCATION:${escapeText(item.location)}`);
  if (item.categories) lines.push(`CATEGORIES:${escapeText(item.categories)}`);
  lines.push(`STATUS:${item.status ?? "CONFIRMED"}`, "TRANSP:OPAQUE", "END:VEVENT");
  return lines;
}

/** The whole VCALENDAR as text, CRLF after every line. */
export function writeIcs(calendar: IcsCalendar): string {
  const stamp = utcStamp(calendar.now);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Cantiere//Calendar link//IT",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${TZID}`,
    ...VTIMEZONE,
    ...calendar.items.flatMap((item) => eventLines(item, stamp)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
