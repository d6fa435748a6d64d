// A site's hours from the stamps that name it (ADR-0122).
import { describe, expect, it } from "vitest";
import { siteStampMinutes, type SiteStampInput } from "./site-hours";

const NOW = "2026-03-13T18:00:00+01:00";
let n = 0;
const stamp = (personId: number, siteId: number | null, kind: "ENTRATA" | "USCITA", at: string): SiteStampInput => ({
  id: ++n,
  personId,
  siteId,
  kind,
  status: "ACTIVE",
  stampedAt: at,
});

describe("siteStampMinutes", () => {
  it("counts the pairs whose clock-in names the site, each person apart, nothing stamped elsewhere or with no site", () => {
    const stamps = [
      stamp(1, 31, "ENTRATA", "2026-03-10T07:00:00+01:00"),
      stamp(1, 31, "USCITA", "2026-03-10T12:00:00+01:00"),
      // the afternoon on another site
      stamp(1, 32, "ENTRATA", "2026-03-10T13:00:00+01:00"),
      stamp(1, 32, "USCITA", "2026-03-10T17:00:00+01:00"),
      // someone else on the site, the clock-out without a site still closes the pair
      stamp(2, 31, "ENTRATA", "2026-03-11T07:30:00+01:00"),
      stamp(2, null, "USCITA", "2026-03-11T16:00:00+01:00"),
      // no site at all
      stamp(3, null, "ENTRATA", "2026-03-11T07:00:00+01:00"),
      stamp(3, null, "USCITA", "2026-03-11T16:00:00+01:00"),
      // an unpaired clock-in counts nothing
      stamp(4, 31, "ENTRATA", "2026-03-09T07:00:00+01:00"),
    ];
    expect(siteStampMinutes(stamps, 31, "2026-03-09", "2026-03-13", NOW)).toBe(5 * 60 + 8 * 60 + 30);
    expect(siteStampMinutes(stamps, 32, "2026-03-09", "2026-03-13", NOW)).toBe(4 * 60);
    // the period's days only
    expect(siteStampMinutes(stamps, 31, "2026-03-11", "2026-03-13", NOW)).toBe(8 * 60 + 30);
  });
});
