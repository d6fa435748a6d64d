// The hours worked on a site (ADR-0122): from the stamps that name it, counted as every screen
// counts them (totals.ts: pairs, at most four a day), a pair belonging to the site its clock-in
// names; plus the daily hours reported on the site. A stamp elsewhere or with no site counts
// nothing here. Pure.
import { summarize, type StampInput } from "./totals";

export interface SiteStampInput extends StampInput {
  personId: number;
  siteId: number | null;
}

/**
 * Minutes worked on `siteId` from `from` to `to` (YYYY-MM-DD, Zurich days of the clock-in), as of
 * `now`: each person's stamps are counted apart (give a day more on each side), and a counted pair
 * counts here when its clock-in names the site.
 */
export function siteStampMinutes(stamps: readonly SiteStampInput[], siteId: number, from: string, to: string, now: string): number {
  const byPerson = new Map<number, SiteStampInput[]>();
  for (const s of stamps) byPerson.set(s.personId, [...(byPerson.get(s.personId) ?? []), s]);
  let minutes = 0;
  for (const own of byPerson.values()) {
    const site = new Map(own.map((s) => [s.id, s.siteId]));
    for (const day of summarize(own, from, to, now).days) {
      for (const p of day.pairs) if (p.counted && site.get(p.enterId) === siteId) minutes += p.minutes;
    }
  }
  return minutes;
}
