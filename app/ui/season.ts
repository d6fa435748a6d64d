const SEASONS = ["halloween", "christmas", "new-year"] as const;
export type Season = (typeof SEASONS)[number];

let monthDay: Intl.DateTimeFormat | undefined;

/** The login page's seasonal effect: the festivity parameter wins, else the Zurich date decides. */
export function seasonFor(at: Date, param: string | null): Season | null {
  if (param && (SEASONS as readonly string[]).includes(param)) return param as Season;
  if (param === "none") return null;
  // why one formatter: making an Intl.DateTimeFormat costs about 0.3 ms, on every login page
  monthDay ??= new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Zurich", month: "numeric", day: "numeric" });
  const parts = monthDay.formatToParts(at);
  const month = Number(parts.find((p) => p.type === "month")?.value);
  const day = Number(parts.find((p) => p.type === "day")?.value);
  const md = month * 100 + day;
  if (md >= 1029 && md <= 1102) return "halloween";
  if (md >= 1223 && md <= 1227) return "christmas";
  if (md >= 101 && md <= 110) return "new-year";
  return null;
}
