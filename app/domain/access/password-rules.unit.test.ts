import { describe, it, expect } from "vitest";
import { readMessage } from "../shared/text-limits";
import { PASSWORD_PATTERN, passwordProblem } from "./password-rules";

// The spec's rule: at least 8 characters, a lowercase letter, an uppercase letter and a digit;
// only letters, digits and ! @ # $ % ^ &.
describe("password rule: acceptable passwords", () => {
  it.each([
    ["exactly 8 characters", "Abcdefg1"],
    ["the demo password", "Demo2026!"],
    ["every allowed special character", "Aa1!@#$%^&"],
    ["the required kinds in any order", "1aA23456"],
    ["a long passphrase", "CorrectHorseBatteryStaple2026"],
  ])("accepts %s (%j)", (_why, password) => {
    expect(passwordProblem(password)).toBeNull();
    expect(PASSWORD_PATTERN.test(password)).toBe(true);
  });
});

describe("password rule: refused passwords", () => {
  it.each([
    ["empty", ""],
    ["7 characters", "Abcdef1"],
    ["no lowercase letter", "ABCDEFG1"],
    ["no uppercase letter", "abcdefg1"],
    ["no digit", "Abcdefgh"],
    ["only special characters", "!@#$%^&!"],
    ["a space", "Abcd efg1"],
    ["a slash (a reading of the spec the message does not list)", "Abcdefg1/"],
    ["a dot", "Abcdefg1."],
    ["a comma", "Abcdefg1,"],
    ["a backslash", "Abcdefg1\\"],
    ["an asterisk", "Abcdefg1*"],
    ["a hyphen", "Abc-defg1"],
    ["an accented letter", "Àbcdefg1x"],
    ["a non-ASCII digit", "Abcdefgh١"],
    ["a trailing newline", "Abcdefg1\n"],
    ["a leading newline", "\nAbcdefg1"],
  ])("refuses %s with validationMessagePassword", (_why, password) => {
    expect(passwordProblem(password)).toBe("validationMessagePassword");
  });

  it("refuses a new password over 128 characters (TEXT_LIMITS.password) with the limit, even one the pattern allows; 128 pass", () => {
    const at128 = `Aa1${"x".repeat(125)}`;
    expect(passwordProblem(at128)).toBeNull();
    expect(passwordProblem(`${at128}y`)).toBe('forms.errors.too_long_max|{"max":128}');
    expect(readMessage(passwordProblem(`${at128}y`) ?? "")).toEqual({ key: "forms.errors.too_long_max", params: { max: 128 } });
  });

  it("gives the same answer however often it is asked (no regex state between calls)", () => {
    const answers = Array.from({ length: 4 }, () => [passwordProblem("Abcdefg1"), passwordProblem("abcdefg1")]);
    expect(answers).toEqual(Array.from({ length: 4 }, () => [null, "validationMessagePassword"]));
  });
});
