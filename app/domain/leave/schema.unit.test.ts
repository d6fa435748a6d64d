import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { bulkLeaveDecisionSchema, leaveDecisionSchema, leaveFormDefaults, leaveFormSchema, withdrawLeaveSchema } from "./schema";

/** The errors a parse gives, by field ("" for the whole form). */
function errorsOf(input: Record<string, unknown>): Record<string, string[]> {
  const r = leaveFormSchema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of r.error.issues) (out[issue.path.join(".")] ??= []).push(issue.message);
  return out;
}

describe("leave form schema", () => {
  it("parses a from/to request (form strings) into the command's input and hidden fields", () => {
    expect(
      leaveFormSchema.parse({ type: "1", shape: "range", startAt: "2026-03-02T08:00", endAt: "2026-03-04T12:00", description: " neve ", commandId: "c-1", expectedVersion: "2" }),
    ).toEqual({
      leave: { leaveType: 1, period: { shape: "range", startAt: "2026-03-02T08:00", endAt: "2026-03-04T12:00" }, description: "neve" },
      commandId: "c-1",
      expectedVersion: 2,
    });
  });

  it("the shape defaults to from/to", () => {
    expect(leaveFormSchema.parse({ type: 3, startAt: "2026-03-02T08:00", endAt: "2026-03-02T12:00" }).leave.period.shape).toBe("range");
  });

  it("all day needs no times; the end date may be left out", () => {
    expect(leaveFormSchema.parse({ type: "1", shape: "allDay", startDate: "2026-03-27", endDate: "" }).leave).toEqual({
      leaveType: 1,
      period: { shape: "allDay", startDate: "2026-03-27", endDate: null },
      description: null,
    });
  });

  it("an hours leave: hours 1–8, minutes 0/15/30/45", () => {
    expect(leaveFormSchema.parse({ type: "5", shape: "hours", date: "2026-03-02", hours: "2", minutes: "45", startTime: "14:00" }).leave.period).toEqual({
      shape: "hours",
      date: "2026-03-02",
      hours: 2,
      minutes: 45,
      startTime: "14:00",
    });
    expect(errorsOf({ type: "5", shape: "hours", date: "2026-03-02", hours: "9", minutes: "20" })).toEqual({
      hours: ["leave.invalid_hours"],
      minutes: ["leave.invalid_minutes"],
    });
    expect(errorsOf({ type: "5", shape: "hours", date: "2026-03-02", hours: "two" })).toEqual({ hours: ["leave.invalid_hours"] });
  });

  it("type required; start and end required unless all-day; all the errors at once, each on its field", () => {
    expect(errorsOf({ shape: "range" })).toEqual({ type: ["leave.required.type"], startAt: ["leave.required.startAt"], endAt: ["leave.required.endAt"] });
    expect(errorsOf({ type: "1", shape: "allDay" })).toEqual({ startDate: ["leave.required.startDate"] });
  });

  // Issue 23: the chosen kind's fields are the ones named; another kind's values are not read
  it("a missing field is named, for the chosen kind only, whatever another kind's fields hold", () => {
    expect(errorsOf({ type: "1", shape: "allDay", startAt: "2026-03-02T08:00", endAt: "2026-03-02T12:00" })).toEqual({ startDate: ["leave.required.startDate"] });
    expect(errorsOf({ type: "1", shape: "hours", startDate: "2026-03-02" })).toEqual({ date: ["leave.required.date"], hours: ["leave.required.hours"] });
    expect(errorsOf({ type: "1", shape: "range", startDate: "2026-03-02", endDate: "2026-03-03" })).toEqual({
      startAt: ["leave.required.startAt"],
      endAt: ["leave.required.endAt"],
    });
    expect(errorsOf({ type: "99", shape: "allDay", startDate: "2026-03-02" })).toEqual({ type: ["leave.invalid_type"] });
  });

  it("start not after end", () => {
    expect(errorsOf({ type: "1", startAt: "2026-03-04T12:00", endAt: "2026-03-02T08:00" })).toEqual({ endAt: ["errors.start_after_end"] });
    expect(errorsOf({ type: "1", shape: "allDay", startDate: "2026-03-04", endDate: "2026-03-02" })).toEqual({ endDate: ["errors.start_after_end"] });
  });

  it("refuses bad dates and a long description", () => {
    expect(errorsOf({ type: "1", startAt: "32.03.2026", endAt: "2026-03-02T08:00" })).toEqual({ startAt: ["errors.invalid_date"] });
  });

  it("refuses a description over 2,000 characters beside its field with the limit (TEXT_LIMITS), once, with every value kept", () => {
    const fields = { type: "1", startAt: "2026-03-02T08:00", endAt: "2026-03-02T09:00", description: "x".repeat(2001) };
    expect(errorsOf(fields)).toEqual({ description: ['forms.errors.too_long_max|{"max":2000}'] });
    const fd = new FormData();
    for (const [k, v] of Object.entries(fields)) fd.append(k, v);
    expect(parseWithZod(fd, { schema: leaveFormSchema }).reply().initialValue).toMatchObject(fields);
    // 2,000 characters with a line break counted once, as the field counts it; stored as LF
    const atLimit = leaveFormSchema.safeParse({ ...fields, description: ` ${"x".repeat(1998)}\r\ny ` });
    expect(atLimit.success && atLimit.data.leave.description).toBe(`${"x".repeat(1998)}\ny`);
  });

  it("gives a recorded request back as the form's default values", () => {
    expect(leaveFormDefaults({ leaveType: 1, period: { shape: "hours", date: "2026-03-02", hours: 2, minutes: 0, startTime: null }, description: null })).toEqual({
      type: "1",
      shape: "hours",
      description: "",
      date: "2026-03-02",
      hours: "2",
      minutes: "0",
      startTime: "",
    });
    const defaults = leaveFormDefaults({ leaveType: 3, period: { shape: "range", startAt: "2026-03-02T08:00", endAt: "2026-03-02T12:00" }, description: "x" });
    expect(leaveFormSchema.parse(defaults).leave).toEqual({ leaveType: 3, period: { shape: "range", startAt: "2026-03-02T08:00", endAt: "2026-03-02T12:00" }, description: "x" });
  });
});

describe("decision schemas", () => {
  it("one approve or reject button", () => {
    expect(leaveDecisionSchema.parse({ intent: "approve-leave", leaveId: "4711", commandId: "c", expectedVersion: "1" })).toEqual({
      intent: "approve-leave",
      leaveId: 4711,
      commandId: "c",
      expectedVersion: 1,
    });
    expect(leaveDecisionSchema.safeParse({ intent: "delete-leave", leaveId: "1" }).success).toBe(false);
    expect(leaveDecisionSchema.safeParse({ intent: "reject-leave", leaveId: "abc" }).success).toBe(false);
  });

  it("withdraw", () => {
    expect(withdrawLeaveSchema.parse({ intent: "withdraw-leave-request", leaveId: "5" })).toEqual({ intent: "withdraw-leave-request", leaveId: 5, commandId: undefined, expectedVersion: undefined });
  });

  it("bulk: one or several ticked rows; none is an error", () => {
    expect(bulkLeaveDecisionSchema.parse({ intent: "reject-leave", leaveIds: "3" }).leaveIds).toEqual([3]);
    expect(bulkLeaveDecisionSchema.parse({ intent: "approve-leave", leaveIds: ["3", "4"], batchId: "b", confirmed: "on" })).toEqual({
      intent: "approve-leave",
      leaveIds: [3, 4],
      batchId: "b",
      confirmed: "on",
    });
    const none = bulkLeaveDecisionSchema.safeParse({ intent: "approve-leave" });
    expect(none.success).toBe(false);
    expect(none.error?.issues[0].message).toBe("leave.bulk_none_selected");
  });
});

describe("HR's leave form schema", () => {
  it("adds the person to the leave form's value", async () => {
    const { hrLeaveFormSchema } = await import("./schema");
    expect(hrLeaveFormSchema.parse({ personId: "42", type: "3", shape: "allDay", startDate: "2026-03-02", endDate: "2026-03-03" })).toEqual({
      leave: { leaveType: 3, period: { shape: "allDay", startDate: "2026-03-02", endDate: "2026-03-03" }, description: null },
      commandId: undefined,
      expectedVersion: undefined,
      personId: 42,
    });
  });

  it("refuses a missing or malformed person beside the field, together with the leave's own errors", async () => {
    const { hrLeaveFormSchema } = await import("./schema");
    for (const personId of [undefined, "", "abc", "-3", "1.5"]) {
      const r = hrLeaveFormSchema.safeParse({ personId, type: "", shape: "range" });
      expect(r.success).toBe(false);
      const paths = r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}:${i.message}`);
      expect(paths, String(personId)).toContain("personId:leave.hr.person_required");
      expect(paths, String(personId)).toContain("type:leave.required.type");
    }
  });
});

describe("leave times on the quarter hour (spec §5, §9: date-time inputs step by 15 minutes)", () => {
  it("a range at 09:07–10:52 is refused beside each field, the values kept for the form", () => {
    const fd = new FormData();
    for (const [k, v] of Object.entries({ type: "1", shape: "range", startAt: "2026-03-02T09:07", endAt: "2026-03-02T10:52" })) fd.append(k, v);
    const reply = parseWithZod(fd, { schema: leaveFormSchema }).reply();
    expect(reply.error).toEqual({ startAt: ["forms.errors.quarter_hour"], endAt: ["forms.errors.quarter_hour"] });
    expect(reply.initialValue).toMatchObject({ startAt: "2026-03-02T09:07", endAt: "2026-03-02T10:52" });
  });
  it("an hours leave starting at 14:10 is refused beside its start", () => {
    const r = leaveFormSchema.safeParse({ type: "5", shape: "hours", date: "2026-03-02", hours: "2", minutes: "0", startTime: "14:10" });
    expect(r.success).toBe(false);
    expect(r.error?.flatten().fieldErrors).toEqual({ startTime: ["forms.errors.quarter_hour"] });
  });
  it("09:15–10:45 passes", () => {
    expect(leaveFormSchema.safeParse({ type: "1", shape: "range", startAt: "2026-03-02T09:15", endAt: "2026-03-02T10:45" }).success).toBe(true);
  });
});
