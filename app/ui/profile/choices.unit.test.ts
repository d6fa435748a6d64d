import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { choiceLabel, phoneTypeOptions } from "./choices";

// why a stand-in: the keys themselves are what is checked, not a translation
const t = ((key: string, opts?: { defaultValue?: string }) => (key.endsWith(".unknown") ? (opts?.defaultValue ?? key) : key)) as unknown as TFunction;

describe("the phone types a form offers", () => {
  it("given a WORKER's form, when the types are listed, then the private ones (mobile, home) are left out", () => {
    expect(phoneTypeOptions(t, true).map((o) => o.value)).toEqual(["workmobile", "workoffice", "workc3x"]);
  });

  it("given anyone else's form, when the types are listed, then all five are offered", () => {
    expect(phoneTypeOptions(t, false).map((o) => o.value)).toEqual(["mobile", "home", "workmobile", "workoffice", "workc3x"]);
  });
});

describe("a recorded choice as its label", () => {
  it("given none, then a dash", () => {
    expect(choiceLabel(t, "own_profile.gender", null)).toBe("—");
    expect(choiceLabel(t, "own_profile.gender", "")).toBe("—");
  });

  it("given a known value, then its key under the list's prefix", () => {
    expect(choiceLabel(t, "own_profile.country", 1)).toBe("own_profile.country.1");
  });
});
