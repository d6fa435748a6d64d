// The spec's password rule: at least 8 characters, a lowercase letter, an uppercase letter and a
// digit; only letters, digits and ! @ # $ % ^ &. Message key: validationMessagePassword.
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d!@#$%^&]{8,}$/;

/** Returns the translation key of the problem, or null when the password is acceptable. */
export function passwordProblem(password: string): string | null {
  return PASSWORD_PATTERN.test(password) ? null : "validationMessagePassword";
}
