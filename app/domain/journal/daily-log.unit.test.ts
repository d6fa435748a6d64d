import { describe, expect, it } from "vitest";
import { CTX, given } from "../shared/testing";
import { checkDailyLog, EMPTY_DAILY_LOG, sameLog, type DailyLog } from "./daily-log";
import { journalDecider, type JournalContent } from "./decider";
import type { JournalEvent } from "./events";

const at = CTX.now;
const by = CTX.actorId as number;
const ref = { journalId: 7, siteId: 3 };
const team = { onTeam: true, foreman: false, mayUpdateSites: false };
const log: DailyLog = { weather: { condition: "rain", temperatureC: 8 }, crew: [5, 3], crewNote: " 2 Elettricisti Rossi SA ", equipment: "Gru 40 t", delays: "", incidents: "" };
const checked: DailyLog = { ...log, crew: [3, 5], crewNote: "2 Elettricisti Rossi SA" };
const content: JournalContent = { title: "Getto", description: "", images: [], dailyLog: log };
const write = (c: JournalContent) => ({ type: "WriteJournalEntry" as const, journalId: 7, siteId: 3, date: null, content: c, rights: team });
const written = (dailyLog: DailyLog | null): JournalEvent => ({ type: "JournalEntryWritten", data: { ...ref, authorId: by, date: "2026-03-02", images: [], personal: { title: "Getto", description: "", dailyLog }, at, by } });

describe("a post's daily log: when the post is written", () => {
  it("records the sections filled, trimmed, the crew sorted once each", () => {
    given(journalDecider).when(write({ ...content, dailyLog: { ...log, crew: [5, 3, 5] } })).thenEvents([written(checked)]);
  });
  it("records no log when no section is filled", () => {
    given(journalDecider).when(write({ ...content, dailyLog: EMPTY_DAILY_LOG })).thenEvents([written(null)]);
    given(journalDecider).when(write({ ...content, dailyLog: undefined })).thenEvents([written(null)]);
  });
  it("refuses a temperature out of range or not whole, and an unknown weather", () => {
    const w = (condition: string, temperatureC: number | null) => write({ ...content, dailyLog: { ...log, weather: { condition, temperatureC } as DailyLog["weather"] } });
    given(journalDecider).when(w("rain", 51)).thenThrows("journal.errors.temperature_range", { field: "temperature" });
    given(journalDecider).when(w("rain", -41)).thenThrows("journal.errors.temperature_range", { field: "temperature" });
    given(journalDecider).when(w("rain", 1.5)).thenThrows("journal.errors.temperature_range", { field: "temperature" });
    given(journalDecider).when(w("hail", 3)).thenThrows("forms.errors.invalid_choice", { field: "weather" });
    given(journalDecider).when(w("sunny", null)).thenEvents([written({ ...checked, weather: { condition: "sunny", temperatureC: null } })]);
  });
  it("refuses a text too long and a crew too large", () => {
    given(journalDecider).when(write({ ...content, dailyLog: { ...log, incidents: "x".repeat(2001) } })).thenThrows("forms.errors.too_long_max", { field: "incidents" });
    given(journalDecider)
      .when(write({ ...content, dailyLog: { ...log, crew: Array.from({ length: 201 }, (_, i) => i + 1) } }))
      .thenThrows("journal.errors.too_many_crew", { field: "crew" });
  });
});

describe("a post's daily log: when the post exists", () => {
  it("is changed by a revision; the same log again records nothing", () => {
    const revise = (dailyLog: DailyLog | null) => ({ type: "ReviseJournalEntry" as const, content: { title: "Getto", description: "", images: [], dailyLog }, mayUpdateSites: false });
    given(journalDecider, [written(checked)]).when(revise(log)).thenEvents([]);
    given(journalDecider, [written(checked)])
      .when(revise({ ...log, incidents: "Taglio al dito, medicato" }))
      .thenEvents([{ type: "JournalEntryRevised", data: { ...ref, authorId: by, images: [], personal: { title: "Getto", description: "", dailyLog: { ...checked, incidents: "Taglio al dito, medicato" } }, at, by } }]);
    given(journalDecider, [written(checked)])
      .when(revise(null))
      .thenEvents([{ type: "JournalEntryRevised", data: { ...ref, authorId: by, images: [], personal: { title: "Getto", description: "", dailyLog: null }, at, by } }]);
  });
  it("compares logs by what they say", () => {
    expect(sameLog(null, EMPTY_DAILY_LOG)).toBe(true);
    expect(sameLog(checked, { ...checked, crew: [3, 5] })).toBe(true);
    expect(sameLog(checked, { ...checked, weather: null })).toBe(false);
    expect(checkDailyLog(null)).toBeNull();
  });
});
