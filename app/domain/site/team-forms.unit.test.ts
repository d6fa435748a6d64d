import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import { addTeamMemberSchema, phaseOf, planScheduleSchema, removeScheduleSchema, removeTeamMemberSchema } from "./team-forms";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};
// conform as the forms use it (parseForm adds only the text checks and the translated zod defaults)
const parseForm = (f: FormData, opts: { schema: Parameters<typeof parseWithZod>[1]["schema"] }) => parseWithZod(f, opts);
const errorsOf = (r: ReturnType<typeof parseForm>) => (r.status === "success" ? {} : (r.error ?? {}));

describe("a phase's state on a day", () => {
  const phase = { startDate: "2026-03-02", endDate: "2026-03-20" };
  it("is upcoming before its first day, current from its first to its last day, past after", () => {
    expect(phaseOf(phase, "2026-03-01")).toBe("upcoming");
    expect(phaseOf(phase, "2026-03-02")).toBe("current");
    expect(phaseOf(phase, "2026-03-10")).toBe("current");
    expect(phaseOf(phase, "2026-03-20")).toBe("current");
    expect(phaseOf(phase, "2026-03-21")).toBe("past");
  });
  it("a one-day phase is current on that day only", () => {
    const day = { startDate: "2026-12-31", endDate: "2026-12-31" };
    expect([phaseOf(day, "2026-12-30"), phaseOf(day, "2026-12-31"), phaseOf(day, "2027-01-01")]).toEqual(["upcoming", "current", "past"]);
  });
});

describe("the chooser's form", () => {
  it("takes a person and a function", () => {
    const r = parseForm(form({ intent: "add-team-member", personId: "42", projectFunction: "FOREMAN" }), { schema: addTeamMemberSchema });
    expect(r.status).toBe("success");
    expect(r.status === "success" && r.value).toMatchObject({ personId: 42, projectFunction: "FOREMAN" });
  });
  it("names both fields when nothing is chosen, and refuses an unknown function or a malformed id", () => {
    expect(errorsOf(parseForm(form({ intent: "add-team-member", personId: "", projectFunction: "" }), { schema: addTeamMemberSchema }))).toMatchObject({
      personId: ["errors.required"],
      projectFunction: ["errors.required"],
    });
    const bad = errorsOf(parseForm(form({ intent: "add-team-member", personId: "1; DROP", projectFunction: "BOSS" }), { schema: addTeamMemberSchema }));
    expect(Object.keys(bad).sort()).toEqual(["personId", "projectFunction"]);
  });
  it("a removal names one person", () => {
    expect(parseForm(form({ intent: "remove-team-member", personId: "7" }), { schema: removeTeamMemberSchema }).status).toBe("success");
    expect(parseForm(form({ intent: "remove-team-member", personId: "-7" }), { schema: removeTeamMemberSchema }).status).toBe("error");
  });
});

describe("the phase form", () => {
  const good = { intent: "plan-schedule", title: " Scavo ", startDate: "2026-03-02", endDate: "2026-03-20", responsibleId: "", notes: "" };
  it("takes a title, two days, no responsible person and no notes", () => {
    const r = parseForm(form(good), { schema: planScheduleSchema });
    expect(r.status === "success" && r.value).toMatchObject({ title: "Scavo", startDate: "2026-03-02", endDate: "2026-03-20", responsibleId: null, notes: "" });
    const named = parseForm(form({ ...good, responsibleId: "12", notes: "Mattino" }), { schema: planScheduleSchema });
    expect(named.status === "success" && named.value).toMatchObject({ responsibleId: 12, notes: "Mattino" });
  });
  it("refuses a missing title, a day that does not exist and a last day before the first", () => {
    expect(errorsOf(parseForm(form({ ...good, title: "  " }), { schema: planScheduleSchema }))).toMatchObject({ title: ["errors.required"] });
    expect(errorsOf(parseForm(form({ ...good, startDate: "2026-02-30" }), { schema: planScheduleSchema }))).toMatchObject({ startDate: ["errors.invalid_date"] });
    expect(errorsOf(parseForm(form({ ...good, startDate: "02.03.2026" }), { schema: planScheduleSchema }))).toMatchObject({ startDate: ["errors.invalid_date"] });
    expect(errorsOf(parseForm(form({ ...good, endDate: "" }), { schema: planScheduleSchema }))).toMatchObject({ endDate: ["errors.required"] });
    expect(errorsOf(parseForm(form({ ...good, startDate: "2026-03-21" }), { schema: planScheduleSchema }))).toMatchObject({ endDate: ["errors.start_after_end"] });
    expect(errorsOf(parseForm(form({ ...good, responsibleId: "abc" }), { schema: planScheduleSchema }))).toHaveProperty("responsibleId");
  });
  it("a removal names one phase", () => {
    expect(parseForm(form({ intent: "remove-schedule", scheduleId: "3" }), { schema: removeScheduleSchema }).status).toBe("success");
    expect(parseForm(form({ intent: "remove-schedule", scheduleId: "" }), { schema: removeScheduleSchema }).status).toBe("error");
  });
});
