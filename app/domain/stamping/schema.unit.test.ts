// The stamping forms' schemas as the actions run them (conform's parseWithZod): what each form
// sends, what it parses to, and the translated keys it refuses with.
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { addStampSchema, clockSchema, correctStampSchema, decisionSchema, deleteStampSchema, missingEntryClockSchema, proposalSchema } from "./schema";

function parse<S extends z.ZodTypeAny>(schema: S, fields: [string, string][]) {
  const fd = new FormData();
  for (const [k, v] of fields) fd.append(k, v);
  return parseWithZod(fd, { schema });
}

describe("the 'I forgot to clock in' form", () => {
  it("reads the start as HH:mm and keeps the place fields lenient", () => {
    const s = parse(missingEntryClockSchema, [["intent", "record-stamp-missing-entry"], ["missingEntryTime", "7.45"], ["latitude", "x"], ["deviceAt", "2026-03-10T16:30:00.000Z"]]);
    expect(s.status === "success" && s.value).toMatchObject({ missingEntryTime: "07:45", latitude: undefined, deviceAt: "2026-03-10T16:30:00.000Z" });
  });

  it("refuses a missing or unreadable start beside the field", () => {
    expect(parse(missingEntryClockSchema, [["intent", "record-stamp-missing-entry"]]).reply().error).toEqual({ missingEntryTime: ["errors.required"] });
    expect(parse(missingEntryClockSchema, [["intent", "record-stamp-missing-entry"], ["missingEntryTime", "25:00"]]).reply().error).toEqual({ missingEntryTime: ["errors.invalid_time"] });
  });
});

describe("the clock form", () => {
  it("reads the kind, the device's place and clock; unreadable coordinates are dropped, never refused", () => {
    const s = parse(clockSchema, [["intent", "record-stamp"], ["kind", "ENTRATA"], ["latitude", "46.1946"], ["longitude", "abc"], ["deviceAt", "2026-03-10T07:00:00.000Z"], ["preset", "company"]]);
    expect(s.status === "success" && s.value).toMatchObject({ kind: "ENTRATA", latitude: 46.1946, longitude: undefined, preset: "company", deviceAt: "2026-03-10T07:00:00.000Z" });
  });

  it("drops an overlong device clock or preset instead of refusing the stamp", () => {
    const s = parse(clockSchema, [["intent", "record-stamp"], ["kind", "USCITA"], ["deviceAt", "x".repeat(500)], ["preset", "y".repeat(100)], ["latitude", "1e400"], ["longitude", "9"]]);
    expect(s.status === "success" && s.value).toMatchObject({ kind: "USCITA", deviceAt: undefined, preset: undefined, latitude: undefined, longitude: 9 });
  });

  it("refuses a missing or forged kind", () => {
    expect(parse(clockSchema, [["intent", "record-stamp"]]).reply().error).toEqual({ kind: ["stamping.kind_required"] });
    expect(parse(clockSchema, [["intent", "record-stamp"], ["kind", "PAUSA"]]).reply().error).toEqual({ kind: ["stamping.kind_required"] });
  });
});

describe("the proposal form", () => {
  it("one field: the time, as HH:mm", () => {
    const s = parse(proposalSchema, [["intent", "propose-missing-stamp"], ["partnerId", "12"], ["time", "17.05"]]);
    expect(s.status === "success" && s.value).toMatchObject({ partnerId: 12, time: "17:05" });
    expect(parse(proposalSchema, [["intent", "propose-missing-stamp"], ["partnerId", "12"], ["time", "7 pm"]]).reply().error).toEqual({ time: ["errors.invalid_time"] });
    expect(parse(proposalSchema, [["intent", "propose-missing-stamp"], ["partnerId", "1.5"], ["time", "17:00"]]).status).toBe("error");
  });
});

describe("HR's forms", () => {
  it("adding takes quarter hours and a reason", () => {
    const ok = parse(addStampSchema, [["intent", "add-stamp"], ["kind", "USCITA"], ["stampedAt", "10.03.2026"], ["stampedAt", "17:15"], ["reason", " Dimenticata "]]);
    expect(ok.status === "success" && ok.value).toMatchObject({ kind: "USCITA", stampedAt: "2026-03-10 17:15:00", reason: "Dimenticata" });
    const bad = parse(addStampSchema, [["intent", "add-stamp"], ["kind", "USCITA"], ["stampedAt", "10.03.2026"], ["stampedAt", "17:10"], ["reason", ""]]);
    expect(bad.reply().error).toEqual({ stampedAt: ["forms.errors.quarter_hour"], reason: ["stamping.reason_required"] });
  });

  it("correcting keeps any minute; a missing or impossible date is named", () => {
    const ok = parse(correctStampSchema, [["intent", "correct-stamp"], ["kind", "ENTRATA"], ["stampedAt", "2026-03-10"], ["stampedAt", "07:58"], ["reason", "x"]]);
    expect(ok.status === "success" && ok.value.stampedAt).toBe("2026-03-10 07:58:00");
    expect(parse(correctStampSchema, [["intent", "correct-stamp"], ["kind", "ENTRATA"], ["stampedAt", ""], ["stampedAt", ""], ["reason", "x"]]).reply().error).toEqual({ stampedAt: ["errors.required"] });
    expect(parse(correctStampSchema, [["intent", "correct-stamp"], ["kind", "ENTRATA"], ["stampedAt", "31.02.2026"], ["stampedAt", "07:00"], ["reason", "x"]]).reply().error).toEqual({ stampedAt: ["errors.invalid_date"] });
    expect(parse(correctStampSchema, [["intent", "correct-stamp"], ["kind", "ENTRATA"], ["stampedAt", "01.02.2026"], ["stampedAt", "7"], ["reason", "x"]]).reply().error).toEqual({ stampedAt: ["errors.invalid_time"] });
  });

  it("deleting needs a reason of at most 500 characters", () => {
    expect(parse(deleteStampSchema, [["intent", "delete-stamp"], ["reason", "x".repeat(501)]]).reply().error).toEqual({ reason: ['forms.errors.too_long_max|{"max":500}'] });
    expect(parse(deleteStampSchema, [["intent", "delete-stamp"], ["reason", "Doppia"]]).status).toBe("success");
  });

  it("an entry's or a correction's reason over 500 characters is refused beside the field with the limit, the values kept", () => {
    const added = parse(addStampSchema, [["intent", "add-stamp"], ["kind", "USCITA"], ["stampedAt", "10.03.2026"], ["stampedAt", "17:15"], ["reason", "x".repeat(501)]]);
    expect(added.reply().error).toEqual({ reason: ['forms.errors.too_long_max|{"max":500}'] });
    expect(added.reply().initialValue).toMatchObject({ kind: "USCITA", reason: "x".repeat(501) });
    const corrected = parse(correctStampSchema, [["intent", "correct-stamp"], ["kind", "ENTRATA"], ["stampedAt", "2026-03-10"], ["stampedAt", "07:58"], ["reason", "x".repeat(501)]]);
    expect(corrected.reply().error).toEqual({ reason: ['forms.errors.too_long_max|{"max":500}'] });
    // 500 characters, a line break counted once as the field counts it, stored as LF
    const atLimit = parse(correctStampSchema, [["intent", "correct-stamp"], ["kind", "ENTRATA"], ["stampedAt", "2026-03-10"], ["stampedAt", "07:58"], ["reason", `${"x".repeat(498)}\r\ny`]]);
    expect(atLimit.status === "success" && atLimit.value.reason).toBe(`${"x".repeat(498)}\ny`);
  });

  it("a decision names its proposal; the reason is optional", () => {
    const s = parse(decisionSchema, [["intent", "refuse-missing-stamp"], ["stampId", "44"], ["expectedVersion", "1"]]);
    expect(s.status === "success" && s.value).toEqual({ intent: "refuse-missing-stamp", stampId: 44, expectedVersion: 1 });
    expect(parse(decisionSchema, [["intent", "approve"], ["stampId", "44"]]).status).toBe("error");
  });

  it("a refusal's reason over 500 characters is refused beside it with the limit (no longer a bare zod message)", () => {
    const refused = parse(decisionSchema, [["intent", "refuse-missing-stamp"], ["stampId", "44"], ["reason", "x".repeat(501)]]);
    expect(refused.reply().error).toEqual({ reason: ['forms.errors.too_long_max|{"max":500}'] });
    const kept = parse(decisionSchema, [["intent", "refuse-missing-stamp"], ["stampId", "44"], ["reason", ` ${"x".repeat(500)} `]]);
    expect(kept.status === "success" && kept.value.reason).toBe("x".repeat(500));
  });
});
