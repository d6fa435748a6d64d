// The working-hours form's schema as the action runs it (conform's parseWithZod): every problem
// comes back at once, each beside its field, the times normalised.
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { workingHoursFormSchema } from "./schema";

function parse(fields: [string, string][]) {
  const fd = new FormData();
  for (const [k, v] of fields) fd.append(k, v);
  return parseWithZod(fd, { schema: workingHoursFormSchema });
}

describe("the working-hours form", () => {
  it("names every problem beside its field", () => {
    const s = parse([["companyCode", "cantiere"], ["winterStart", "7:32"], ["winterEnd", "16:30"], ["summerStart", "7:00"], ["summerEnd", ""], ["scope", "list"]]);
    expect(s.status).toBe("error");
    expect(s.reply().error).toEqual({
      winterStart: ["working_hours.five_minutes"],
      summerEnd: ["errors.required"],
      userIds: ["working_hours.users_required"],
    });
  });

  it("reads Swiss typing and the people ticked", () => {
    const s = parse([["companyCode", "sitaf"], ["winterStart", "7.30"], ["winterEnd", "1630"], ["summerStart", "07:00"], ["summerEnd", "16:00"], ["scope", "list"], ["userIds", "12"], ["userIds", "4"]]);
    expect(s.status).toBe("success");
    if (s.status === "success") {
      expect(s.value.input).toEqual({ companyCode: "sitaf", winterStart: "07:30", winterEnd: "16:30", summerStart: "07:00", summerEnd: "16:00", allUsers: false, userIds: [12, 4] });
    }
  });

  it("for all users the ticked people are dropped; an end before its start is refused", () => {
    const ok = parse([["companyCode", "sitaf"], ["winterStart", "07:30"], ["winterEnd", "16:30"], ["summerStart", "07:00"], ["summerEnd", "16:00"], ["scope", "all"], ["userIds", "12"]]);
    expect(ok.status === "success" && ok.value.input).toMatchObject({ allUsers: true, userIds: [] });
    const bad = parse([["companyCode", "sitaf"], ["winterStart", "17:30"], ["winterEnd", "16:30"], ["summerStart", "07:00"], ["summerEnd", "16:00"]]);
    expect(bad.reply().error).toEqual({ winterEnd: ["working_hours.end_before_start"] });
  });

  it("an unknown company or a forged id is refused, not a crash", () => {
    const s = parse([["companyCode", "acme"], ["winterStart", "07:30"], ["winterEnd", "16:30"], ["summerStart", "07:00"], ["summerEnd", "16:00"], ["scope", "list"], ["userIds", "x'; drop"]]);
    expect(s.status).toBe("error");
    expect(Object.keys(s.reply().error ?? {}).sort()).toEqual(["companyCode", "userIds[0]"]);
  });
});
