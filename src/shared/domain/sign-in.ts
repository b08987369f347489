/**
 * What the sign-in form checks before asking the server. It needs no zod, so the first screen
 * loads none; the zod e-mail schema of the other auth forms and the server (schemas/auth.ts)
 * takes the same pattern and messages from here.
 */
export const EMAIL_REQUIRED = "E-mail is required";
export const EMAIL_INVALID = "Enter a valid e-mail address";
export const PASSWORD_REQUIRED = "Password is required";

/** zod's own e-mail pattern (`z.regexes.email`), so both checks accept the same addresses. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type SignInInput = { email: string; password: string };
export type SignInIssues = Partial<Record<keyof SignInInput, string>>;

/** The sign-in input as sent (the e-mail trimmed), or the message for each field that is wrong. */
export function checkSignIn({
  email,
  password,
}: SignInInput): { input: SignInInput } | { issues: SignInIssues } {
  const trimmed = email.trim();
  const issues: SignInIssues = {};
  if (!trimmed) {
    issues.email = EMAIL_REQUIRED;
  } else if (!EMAIL_PATTERN.test(trimmed)) {
    issues.email = EMAIL_INVALID;
  }
  if (!password) {
    issues.password = PASSWORD_REQUIRED;
  }
  return Object.keys(issues).length > 0 ? { issues } : { input: { email: trimmed, password } };
}
