import { describe, expect, it } from "vitest";
import { loginSchema } from "./login-schema";
import { changeOwnPasswordSchema, setPasswordSchema } from "./schemas";

type Parsed = { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } };
const errorsOf = (r: Parsed) => (r.success ? {} : Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message])));

// a password of the spec's kinds, of any length
const pw = (n: number) => `Aa1${"x".repeat(n - 3)}`;

describe("password forms: a new password has at most 128 characters", () => {
  it("an administrator's: 129 refused beside the field with the limit, 128 taken", () => {
    expect(errorsOf(setPasswordSchema.safeParse({ intent: "set-password", newPassword: pw(129), confirmPassword: pw(129) }))).toEqual({ newPassword: 'forms.errors.too_long_max|{"max":128}' });
    expect(setPasswordSchema.safeParse({ intent: "set-password", newPassword: pw(128), confirmPassword: pw(128) }).success).toBe(true);
  });

  it("the profile's: the new one at most 128, the old one at most what sign-in takes (200)", () => {
    expect(errorsOf(changeOwnPasswordSchema.safeParse({ oldPassword: pw(201), newPassword: pw(129), confirmPassword: pw(129) }))).toEqual({
      oldPassword: 'forms.errors.too_long_max|{"max":200}',
      newPassword: 'forms.errors.too_long_max|{"max":128}',
    });
    expect(changeOwnPasswordSchema.safeParse({ oldPassword: pw(200), newPassword: pw(128), confirmPassword: pw(128) }).success).toBe(true);
  });
});

describe("the sign-in form", () => {
  it("refuses a username or a password over 200 characters beside the field, with the limit", () => {
    expect(errorsOf(loginSchema.safeParse({ username: "u".repeat(201), password: "p".repeat(201) }))).toEqual({
      username: 'forms.errors.too_long_max|{"max":200}',
      password: 'forms.errors.too_long_max|{"max":200}',
    });
    expect(loginSchema.safeParse({ username: "u".repeat(200), password: "p".repeat(200) }).success).toBe(true);
  });
});
