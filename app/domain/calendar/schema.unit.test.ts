import { describe, expect, it } from "vitest";
import { durationFieldsOf, eventDetailsOf, eventFormSchema } from "./schema";

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
