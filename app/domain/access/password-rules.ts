// The spec's password rule: at least 8 characters, a lowercase letter, an uppercase letter and a
// digit; only letters, digits and ! @ # $ % ^ &. Message key: validationMessagePassword. A new
// password is also at most TEXT_LIMITS.password characters (ADR-0046).
import { TEXT_LIMITS, tooLongMessage } from "../shared/text-limits";

export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d!@#$%^&]{8,}$/;

/**
 * A new password's problem as a form message, or null when it is acceptable: over
 * TEXT_LIMITS.password characters it is "forms.errors.too_long_max" with the limit inside (read it
 * with readMessage), otherwise "validationMessagePassword" when it breaks the spec's rule.
 */
export function passwordProblem(password: string): string | null {
  if (password.length > TEXT_LIMITS.password) return tooLongMessage(TEXT_LIMITS.password);
  return PASSWORD_PATTERN.test(password) ? null : "validationMessagePassword";
}
