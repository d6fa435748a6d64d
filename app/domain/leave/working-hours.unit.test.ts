import { describe, expect, it } from "vitest";
import { resolveWorkingHours, workingHoursOf, type WorkingHoursPerson, type WorkingHoursRule } from "./working-hours";

const person: WorkingHoursPerson = { personId: 42, winterStart: "07:30", winterEnd: "16:30", summerStart: "07:00", summerEnd: "17:00" };

const forAll: WorkingHoursRule = { id: 1, allUsers: true, userIds: [], winterStart: "08:00", winterEnd: "17:00", summerStart: "07:15", summerEnd: "16:15" };
const forPerson: WorkingHoursRule = { id: 2, allUsers: false, userIds: [41, 42], winterStart: "07:00", winterEnd: "15:00", summerStart: "06:30", summerEnd: "15:30" };
const forOthers: WorkingHoursRule = { id: 3, allUsers: false, userIds: [43], winterStart: "09:00", winterEnd: "18:00", summerStart: "09:00", summerEnd: "18:00" };

describe("working hours: which apply", () => {
  it("takes the person's own fields when no rule applies", () => {
    expect(workingHoursOf(person, [forOthers])).toEqual({
      winterStart: "07:30", winterEnd: "16:30", summerStart: "07:00", summerEnd: "17:00", source: "person", ruleId: null,
    });
  });

  it("a rule for all users beats the person's own fields", () => {
    expect(workingHoursOf(person, [forAll, forOthers])).toMatchObject({ winterStart: "08:00", source: "allUsersRule", ruleId: 1 });
  });

  it("a rule naming the person beats a rule for all users, in any order", () => {
    expect(workingHoursOf(person, [forAll, forPerson])).toMatchObject({ winterStart: "07:00", source: "personRule", ruleId: 2 });
    expect(workingHoursOf(person, [forPerson, forAll])).toMatchObject({ source: "personRule", ruleId: 2 });
  });

  it("a rule for all users that also lists the person names them", () => {
    expect(workingHoursOf(person, [forAll, { ...forAll, id: 9, userIds: [42] }])).toMatchObject({ source: "personRule", ruleId: 9 });
  });

  it("of two rules at the same level the newest (highest id) applies", () => {
    const newer = { ...forPerson, id: 5, winterStart: "06:00" };
    expect(workingHoursOf(person, [newer, forPerson])).toMatchObject({ ruleId: 5, winterStart: "06:00" });
    expect(workingHoursOf(person, [{ ...forAll, id: 7 }, forAll])).toMatchObject({ ruleId: 7 });
  });

  it("skips an unusable candidate (missing or inverted time) and falls back to the next level", () => {
    expect(workingHoursOf(person, [{ ...forPerson, winterEnd: "" }, forAll])).toMatchObject({ source: "allUsersRule" });
    expect(workingHoursOf(person, [{ ...forAll, summerStart: "18:00" }])).toMatchObject({ source: "person" });
    expect(workingHoursOf({ ...person, winterStart: null }, [])).toBeNull();
    expect(workingHoursOf({ ...person, summerEnd: "7:00" }, [])).toBeNull();
  });
});

describe("working hours: on a date", () => {
  it("Friday 2026-03-27 (CET) takes the winter hours, Monday 2026-03-30 (CEST) the summer hours", () => {
    expect(resolveWorkingHours(person, [], "2026-03-27")).toEqual({
      date: "2026-03-27", season: "winter", start: "07:30", end: "16:30",
      startAt: "2026-03-27T07:30:00+01:00", endAt: "2026-03-27T16:30:00+01:00", minutes: 540, source: "person", ruleId: null,
    });
    expect(resolveWorkingHours(person, [], "2026-03-30")).toEqual({
      date: "2026-03-30", season: "summer", start: "07:00", end: "17:00",
      startAt: "2026-03-30T07:00:00+02:00", endAt: "2026-03-30T17:00:00+02:00", minutes: 600, source: "person", ruleId: null,
    });
  });

  it("the autumn switch: Friday 2026-10-23 is summer, Monday 2026-10-26 winter", () => {
    expect(resolveWorkingHours(person, [], "2026-10-23")?.season).toBe("summer");
    expect(resolveWorkingHours(person, [], "2026-10-26")?.season).toBe("winter");
  });

  it("uses the rule's times when a rule applies", () => {
    expect(resolveWorkingHours(person, [forAll, forPerson], "2026-03-30")).toMatchObject({ start: "06:30", end: "15:30", source: "personRule", ruleId: 2 });
    expect(resolveWorkingHours(person, [forAll], "2026-01-12")).toMatchObject({ start: "08:00", end: "17:00", source: "allUsersRule", ruleId: 1 });
  });

  it("null for an invalid date or when no hours are usable", () => {
    expect(resolveWorkingHours(person, [], "2026-02-30")).toBeNull();
    expect(resolveWorkingHours({ ...person, winterStart: "" }, [], "2026-03-27")).toBeNull();
  });
});
