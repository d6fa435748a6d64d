// Given/when/then for daily hours: HR records a person's hours on a site.
import { describe, expect, it } from "vitest";
import { ctx, given } from "../shared/testing";
import { dailyHoursDecider, type RecordDailyHours } from "./decider";

const hr = { personId: 7, rights: ["read:hr", "update:hr"] as const };
const record = (over: Partial<RecordDailyHours> = {}): RecordDailyHours => ({
  type: "RecordDailyHours",
  entryId: 3,
  person: { personId: 42, companyCode: "sitaf" },
  site: { siteId: 11, companyCode: "sitaf" },
  recordedBy: { personId: hr.personId, rights: [...hr.rights] },
  peopleCompanies: ["sitaf"],
  siteCompanies: ["sitaf", "cantiere"],
  startAt: "2026-03-10 07:30:00",
  endAt: "2026-03-10 12:00:00",
  description: "Montaggio facciata",
  existing: [],
  ...over,
});
const at = ctx({ now: "2026-03-11T08:00:00.000Z" });

describe("recording daily hours", () => {
  it("records start, end, site, minutes and the description (personal)", () => {
    given(dailyHoursDecider)
      .when(record(), at)
      .thenEvents([
        {
          type: "DailyHoursRecorded",
          data: {
            entryId: 3,
            personId: 42,
            siteId: 11,
            startAt: "2026-03-10T07:30:00+01:00",
            endAt: "2026-03-10T12:00:00+01:00",
            minutes: 270,
            personal: { description: "Montaggio facciata" },
            at: "2026-03-11T08:00:00.000Z",
            by: 7,
          },
        },
      ]);
  });

  it("a night across the spring change counts its real minutes; no description is null", () => {
    const [e] = dailyHoursDecider.decide(record({ startAt: "2026-03-28 22:00:00", endAt: "2026-03-29 06:00:00", description: " " }), dailyHoursDecider.initialState(), ctx({ now: "2026-04-01T08:00:00Z" }));
    expect(e.data).toMatchObject({ minutes: 420, personal: null });
  });

  it("needs update hr, a person of the actor's companies and a site they see", () => {
    given(dailyHoursDecider).when(record({ recordedBy: { personId: 9, rights: ["read:hr"] } }), at).thenThrows("errors.forbidden");
    given(dailyHoursDecider).when(record({ peopleCompanies: ["cantiere"] }), at).thenThrows("errors.not_found");
    given(dailyHoursDecider).when(record({ person: null }), at).thenThrows("errors.not_found");
    given(dailyHoursDecider).when(record({ site: { siteId: 11, companyCode: "edemar" } }), at).thenThrows("daily_hours.unknown_site", { field: "siteId" });
    given(dailyHoursDecider).when(record({ site: null }), at).thenThrows("daily_hours.unknown_site");
  });

  it("start before end, at most 24 hours, not starting in the future", () => {
    given(dailyHoursDecider).when(record({ endAt: "2026-03-10 07:30:00" }), at).thenThrows("errors.start_after_end", { field: "endAt" });
    given(dailyHoursDecider).when(record({ endAt: "2026-03-11 08:00:00" }), at).thenThrows("daily_hours.too_long", { field: "endAt" });
    given(dailyHoursDecider).when(record({ startAt: "2026-03-12 07:00:00", endAt: "2026-03-12 09:00:00" }), at).thenThrows("daily_hours.in_future", { field: "startAt" });
    given(dailyHoursDecider).when(record({ startAt: "yesterday" }), at).thenThrows("errors.invalid_date", { field: "startAt" });
  });

  it("a description over 1,000 characters is refused beside its field with the limit (TEXT_LIMITS); 1,000 are kept", () => {
    given(dailyHoursDecider).when(record({ description: "x".repeat(1001) }), at).thenThrows("forms.errors.too_long_max", { field: "description", params: { max: 1000 } });
    const [e] = dailyHoursDecider.decide(record({ description: ` ${"x".repeat(1000)} ` }), dailyHoursDecider.initialState(), at);
    expect(e.data).toMatchObject({ personal: { description: "x".repeat(1000) } });
  });

  it("the same hours again (same person, site, start and end) are refused; another site or other times are not", () => {
    const recorded = { siteId: 11, startAt: "2026-03-10T06:30:00.000Z", endAt: "2026-03-10T11:00:00.000Z" };
    given(dailyHoursDecider).when(record({ existing: [recorded], description: "Altro testo" }), at).thenThrows("daily_hours.duplicate", { kind: "rule" });
    for (const other of [{ ...recorded, siteId: 12 }, { ...recorded, endAt: "2026-03-10T10:00:00.000Z" }, { ...recorded, startAt: "2026-03-10T06:00:00.000Z" }]) {
      expect(dailyHoursDecider.decide(record({ existing: [other] }), dailyHoursDecider.initialState(), at)).toHaveLength(1);
    }
  });

  it("an entry is recorded once", () => {
    const [e] = dailyHoursDecider.decide(record(), dailyHoursDecider.initialState(), at);
    given(dailyHoursDecider, [e]).when(record(), at).thenThrows("errors.already_exists");
  });
});
