// The working-time balance (ADR-0136), given a person's terms and records, when the balance is
// computed, then each day's target, worked time, absence credit and running balance.
import { describe, expect, it } from "vitest";
import { PERSON_HOURS } from "../leave/fixtures";
import { balanceOf, balanceYearStart, periodOf, signedHours, weeksOf, type BalanceInput } from "./balance";
import type { StampInput } from "./totals";

const NOW = "2027-03-01T12:00:00Z";
let nextId = 1;
/** A stamp at Zurich wall time (winter: +01:00). */
const stamp = (kind: "ENTRATA" | "USCITA", at: string): StampInput => ({ id: nextId++, kind, status: "ACTIVE", stampedAt: `${at}:00+01:00` });
const worked = (date: string, from: string, to: string) => [stamp("ENTRATA", `${date}T${from}`), stamp("USCITA", `${date}T${to}`)];

/** Full time, 07:30–16:30 in winter less a 60-minute break: 8:00 h a weekday. */
const given = (over: Partial<BalanceInput> = {}): BalanceInput => ({
  target: { hours: PERSON_HOURS, breakMinutes: 60, workPercentage: 100, festivities: new Set(), leave: [] },
  percentages: [],
  absences: [],
  stamps: [],
  hours: [],
  carryOvers: [],
  hiredAt: "2020-01-01",
  terminatedAt: null,
  ...over,
});
const dayOf = (input: BalanceInput, date: string) => {
  const d = balanceOf(input, date, date, NOW).days.find((x) => x.date === date);
  if (!d) throw new Error(`no day ${date}`);
  return d;
};

describe("given a part-time worker (50 %) and a festivity on one of their working days", () => {
  const input = given({ target: { ...given().target, workPercentage: 50, festivities: new Set(["2026-12-08"]) }, stamps: worked("2026-12-07", "08:00", "12:00") });
  it("then the festivity's target is nothing and an ordinary day's is half a day", () => {
    expect(dayOf(input, "2026-12-08")).toMatchObject({ target: 0, difference: 0, festivity: "full" });
    expect(dayOf(input, "2026-12-07")).toMatchObject({ target: 240, stamped: 240, difference: 0 });
  });
  it("when they work on the festivity, then every minute is overtime", () => {
    const busy = { ...input, stamps: [...input.stamps, ...worked("2026-12-08", "08:00", "10:00")] };
    expect(dayOf(busy, "2026-12-08")).toMatchObject({ target: 0, stamped: 120, difference: 120 });
  });
});

describe("given a half-day festivity (Christmas Eve afternoon)", () => {
  const input = given({ target: { ...given().target, festivities: new Set(["2026-12-24/pm"]) }, stamps: worked("2026-12-24", "07:30", "12:00") });
  it("then the target is half the day and the morning's work meets it with half an hour over", () => {
    expect(dayOf(input, "2026-12-24")).toMatchObject({ target: 240, stamped: 270, difference: 30, festivity: "half" });
  });
});

describe("given an approved absence of some hours (a doctor's visit 07:30–10:30)", () => {
  const input = given({
    absences: [{ startAt: "2026-12-03T07:30:00+01:00", endAt: "2026-12-03T10:30:00+01:00", type: "DOCTOR" }],
    stamps: worked("2026-12-03", "10:30", "16:30"),
  });
  it("then its hours count as worked and the day's target stays whole", () => {
    // 3 of the 9 hours of the working day: a third of the 8:00 h target, 2:40 h
    expect(dayOf(input, "2026-12-03")).toMatchObject({ target: 480, stamped: 360, absence: 160, absenceByType: { DOCTOR: 160 }, difference: 40 });
  });
  it("when the absence covers the whole day, then the day is even without a stamp", () => {
    const whole = given({ absences: [{ startAt: "2026-12-04T07:30:00+01:00", endAt: "2026-12-04T16:30:00+01:00", type: "HOLIDAY" }] });
    expect(dayOf(whole, "2026-12-04")).toMatchObject({ target: 480, stamped: 0, absence: 480, difference: 0 });
  });
});

describe("given a day with four stamps and a missing exit (in, out, in, in)", () => {
  const input = given({
    stamps: [stamp("ENTRATA", "2026-12-09T07:00"), stamp("USCITA", "2026-12-09T12:00"), stamp("ENTRATA", "2026-12-09T13:00"), stamp("ENTRATA", "2026-12-09T17:00")],
  });
  it("then only the complete pair counts, the day says an exit is missing, and the balance is short until it is corrected", () => {
    expect(dayOf(input, "2026-12-09")).toMatchObject({ target: 480, stamped: 300, missingExit: true, flagged: true, difference: -180 });
  });
  it("when HR adds the missing exit, then the afternoon counts", () => {
    const fixed = { ...input, stamps: [stamp("ENTRATA", "2026-12-09T07:00"), stamp("USCITA", "2026-12-09T12:00"), stamp("ENTRATA", "2026-12-09T13:00"), stamp("USCITA", "2026-12-09T16:00")] };
    expect(dayOf(fixed, "2026-12-09")).toMatchObject({ stamped: 480, missingExit: false, difference: 0 });
  });
});

describe("given daily hours on a day that also has stamps", () => {
  const input = given({
    stamps: worked("2026-12-10", "07:00", "11:00"),
    hours: [{ startAt: "2026-12-10T10:00:00+01:00", endAt: "2026-12-10T15:00:00+01:00" }],
  });
  it("then the hour they share counts once", () => {
    expect(dayOf(input, "2026-12-10")).toMatchObject({ stamped: 240, hours: 240, difference: 0 });
  });
});

describe("given a month spanning a change of work percentage (100 % to 60 % from 16 November)", () => {
  const input = given({ percentages: [{ from: "2020-01-01", percentage: 100 }, { from: "2026-11-16", percentage: 60 }] });
  it("then each day's target follows the percentage in force that day", () => {
    const b = balanceOf(input, "2026-11-30", "2026-11-30", NOW);
    expect(b.days.find((d) => d.date === "2026-11-13")).toMatchObject({ target: 480, percentage: 100 });
    expect(b.days.find((d) => d.date === "2026-11-16")).toMatchObject({ target: 288, percentage: 60 });
    // 10 weekdays at 8:00 h and 11 at 4:48 h
    expect(periodOf(b, "2026-11-01", "2026-11-30").target).toBe(10 * 480 + 11 * 288);
  });
});

describe("given a year's end and a carry-over HR recorded on 1 January", () => {
  const stamps = [...worked("2026-12-28", "07:00", "17:00"), ...worked("2027-01-04", "07:30", "16:30")];
  const base = given({ stamps, target: { ...given().target, festivities: new Set(["2027-01-01"]) } });
  it("then December's balance runs from 1 January 2026 and ignores it", () => {
    const dec = balanceOf({ ...base, carryOvers: [{ date: "2027-01-01", minutes: 615 }] }, "2026-12-31", "2026-12-31", NOW);
    expect(dec.opening).toEqual({ date: "2026-01-01", minutes: 0, recorded: false });
  });
  it("then January opens with the carry-over and the new year's days add to it", () => {
    const jan = balanceOf({ ...base, carryOvers: [{ date: "2027-01-01", minutes: 615 }] }, "2027-01-31", "2027-01-04", NOW);
    expect(jan.opening).toEqual({ date: "2027-01-01", minutes: 615, recorded: true });
    const first = periodOf(jan, "2027-01-01", "2027-01-31");
    // 1 Jan a festivity, 4 Jan 9:00 h worked against 8:00 h; the 5th onwards is not counted yet
    expect(first).toMatchObject({ opening: 615, target: 480, worked: 540, difference: 60, closing: 675 });
  });
  it("when nobody recorded a carry-over, then the year opens at zero", () => {
    const jan = balanceOf(base, "2027-01-31", "2027-01-04", NOW);
    expect(periodOf(jan, "2027-01-01", "2027-01-31").closing).toBe(60);
  });
  it("then a person hired during the year opens on their first day", () => {
    expect(balanceYearStart("2026-12-31", "2026-06-15")).toBe("2026-06-15");
    expect(balanceYearStart("2026-03-31", "2026-06-15")).toBe("2026-01-01");
    expect(balanceYearStart("2026-03-31", "2019-06-15")).toBe("2026-01-01");
  });
});

describe("given a month, carried over from the month before", () => {
  const input = given({ stamps: [...worked("2026-11-30", "07:00", "17:00"), ...worked("2026-12-01", "07:30", "16:30")] });
  const b = balanceOf(input, "2026-12-31", "2026-12-01", NOW);
  it("then December opens with November's closing balance and its weeks add up to the month", () => {
    const nov = periodOf(b, "2026-11-01", "2026-11-30");
    const dec = periodOf(b, "2026-12-01", "2026-12-31");
    expect(dec.opening).toBe(nov.closing);
    expect(dec.difference).toBe(60);
    const weeks = weeksOf(b, "2026-12-01", "2026-12-31");
    expect(weeks.reduce((s, w) => s + w.difference, 0)).toBe(dec.difference);
    expect(weeks[0]).toMatchObject({ week: 49, from: "2026-12-01", to: "2026-12-06" });
  });
  it("then days before the day of employment have no target", () => {
    const late = balanceOf({ ...input, hiredAt: "2026-11-25" }, "2026-11-30", "2026-11-30", NOW);
    expect(late.opening.date).toBe("2026-11-25");
    expect(late.days[0]).toMatchObject({ date: "2026-11-25", employed: true, target: 480 });
  });
});

describe("given a person whose working time was first recorded in November", () => {
  const input = given({ stamps: worked("2026-11-02", "07:30", "16:30"), recordingFrom: "2026-11-02" });
  it("then the days before have no target and the balance starts with the recording", () => {
    const b = balanceOf(input, "2026-11-30", "2026-11-02", NOW);
    expect(b.opening.date).toBe("2026-01-01");
    expect(b.days[0].date).toBe("2026-11-02");
    expect(periodOf(b, "2026-10-01", "2026-10-31")).toMatchObject({ target: 0, closing: 0 });
    expect(periodOf(b, "2026-11-01", "2026-11-30")).toMatchObject({ target: 480, worked: 540, difference: 60 });
  });
  it("when nothing was ever recorded, then nothing is counted", () => {
    expect(balanceOf({ ...input, stamps: [], recordingFrom: null }, "2026-11-30", "2026-11-30", NOW).days).toEqual([]);
  });
});

describe("signed hours", () => {
  it("writes a sign and hours:minutes", () => {
    expect(signedHours(375)).toBe("+6:15");
    expect(signedHours(-90)).toBe("−1:30");
    expect(signedHours(0)).toBe("0:00");
  });
});
