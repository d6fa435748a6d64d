import { describe, expect, it } from "vitest";
import { INPUT_ERRORS } from "../shared/inputs";
import { DURATION_OVER_8H, durationFieldsOf, eventDetailsOf, eventFormSchema } from "./schema";

const form = (o: Record<string, string>) => ({ intent: "schedule-calendar-event", title: "Consegna", startAt: "2026-03-10 08:00", ...o });

describe("event form", () => {
  it("uses a duration for the end: 2 h 30 is 150 minutes", () => {
    const r = eventFormSchema(false).safeParse({ ...form({ hours: "2", minutes: "30" }), endAt: [undefined, ""] });
    expect(r.success).toBe(true);
    const d = eventDetailsOf(r.data!, null);
    expect(d.startAt).toBe("2026-03-10T08:00:00+01:00");
    expect(d.endAt).toBe("2026-03-10T10:30:00+01:00");
  });
  it("requires the end without a duration, and a start before it", () => {
    const r = eventFormSchema(false).safeParse(form({}));
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["endAt", "errors.required"]]);
    const r2 = eventFormSchema(false).safeParse(form({ endAt: "2026-03-10 07:00" }));
    expect(r2.error?.issues.map((i) => i.message)).toEqual(["errors.start_after_end"]);
  });
  it("refuses hostile values as field errors, never throws", () => {
    const r = eventFormSchema(true).safeParse(form({ hours: "99", minutes: "7", startAt: "'; DROP", title: "x".repeat(5000) }));
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path[0]).sort()).toEqual(expect.arrayContaining(["description", "hours", "minutes", "place", "startAt", "title"]));
  });
  it("shows a duration up to 8 hours, else the end", () => {
    expect(durationFieldsOf("2026-03-10T07:00:00Z", "2026-03-10T09:30:00Z")).toEqual({ hours: "2", minutes: "30" });
    expect(durationFieldsOf("2026-03-10T07:00:00Z", "2026-03-10T16:00:00Z")).toEqual({ hours: "", minutes: "" });
  });
});

describe("event form: durations and all day", () => {
  const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => r.error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];
  it("takes every duration of 1–8 hours × 0/15/30/45 up to 8 hours", () => {
    for (const h of [1, 2, 3, 4, 5, 6, 7, 8]) {
      for (const m of [0, 15, 30, 45]) {
        const r = eventFormSchema(false).safeParse(form({ hours: String(h), minutes: String(m) }));
        if (h * 60 + m <= 480) expect(r.success, `${h} h ${m}`).toBe(true);
        else expect(issues(r)).toEqual([["hours", DURATION_OVER_8H]]);
      }
    }
  });
  it("refuses hours outside 1–8 and minutes outside 0/15/30/45", () => {
    expect(issues(eventFormSchema(false).safeParse(form({ hours: "0", minutes: "0" })))).toEqual([["hours", INPUT_ERRORS.choice]]);
    expect(issues(eventFormSchema(false).safeParse(form({ hours: "2", minutes: "20" })))).toEqual([["minutes", INPUT_ERRORS.choice]]);
  });
  it("requires a site event's description, place and start", () => {
    const r = eventFormSchema(true).safeParse({ intent: "schedule-calendar-event", title: "Consegna", hours: "1", minutes: "0" });
    expect(issues(r).map(([p]) => p).sort()).toEqual(["description", "place", "startAt"]);
    const ok = eventFormSchema(true).safeParse(form({ description: "Gru", place: "Lugano", hours: "2", minutes: "30" }));
    expect(ok.success).toBe(true);
  });
  it("takes an all-day event by its dates alone: no time, no end, no duration", () => {
    const r = eventFormSchema(false).safeParse({ intent: "schedule-calendar-event", title: "Corso", startAt: ["15.01.2026", ""], endAt: ["", ""], allDay: "on" });
    expect(r.success).toBe(true);
    const d = eventDetailsOf(r.data!, null);
    expect(d.startAt).toBe("2026-01-15T00:00:00+01:00");
    expect(d.endAt).toBe("");
    const back = eventFormSchema(false).safeParse({ intent: "schedule-calendar-event", title: "Corso", startAt: ["15.01.2026", ""], endAt: ["14.01.2026", ""], allDay: "on" });
    expect(issues(back)).toEqual([["endAt", "errors.start_after_end"]]);
  });
  it("ignores a duration on an all-day event, keeping its end date", () => {
    const r = eventFormSchema(false).safeParse({ intent: "schedule-calendar-event", title: "Corso", startAt: ["15.01.2026", ""], endAt: ["16.01.2026", ""], hours: "8", minutes: "45", allDay: "on" });
    expect(r.success).toBe(true);
    expect(eventDetailsOf(r.data!, null).endAt).toBe("2026-01-16T00:00:00+01:00");
  });
});
