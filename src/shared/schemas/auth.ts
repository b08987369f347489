import { EMAIL_INVALID, EMAIL_PATTERN, EMAIL_REQUIRED, PASSWORD_REQUIRED } from "../domain/sign-in";
import { z } from "./zod";

export const MIN_PASSWORD_LENGTH = 6;

export const PASSWORDS_DO_NOT_MATCH = {
  title: "Passwords do not match",
  description: "Please check your passwords and try again.",
} as const;

export const PASSWORD_TOO_SHORT = {
  title: "Password too short",
  description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
} as const;

export const emailSchema = z
  .string()
  .trim()
  .min(1, EMAIL_REQUIRED)
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: EMAIL_INVALID }));

const password = z.string().min(1, PASSWORD_REQUIRED);

/** New password and its confirmation: they must match, then be long enough (SPEC section 5). */
const newPasswordFields = z
  .object({ password, confirmPassword: z.string() })
  .superRefine(({ password, confirmPassword }, ctx) => {
    if (password !== confirmPassword) {
      ctx.addIssue({
        code: "custom",
        path: ["confirmPassword"],
        message: PASSWORDS_DO_NOT_MATCH.title,
      });
      return;
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: "custom", path: ["password"], message: PASSWORD_TOO_SHORT.title });
    }
  });

/** A first password, for an account that has none (one made by signing in with Google). */
export const setPasswordSchema = newPasswordFields;
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;

export const signUpSchema = z.object({ email: emailSchema }).and(newPasswordFields);
export type SignUpInput = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** With a reset token no current password is needed; with only a session it is (DESIGN.md). */
export const updatePasswordSchema = z
  .object({ currentPassword: z.string() })
  .and(newPasswordFields);
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;

/** The toast SPEC section 5 shows for a password issue, or null for any other message. */
export function passwordToast(message: string | undefined) {
  if (message === PASSWORDS_DO_NOT_MATCH.title) {
    return PASSWORDS_DO_NOT_MATCH;
  }
  if (message === PASSWORD_TOO_SHORT.title) {
    return PASSWORD_TOO_SHORT;
  }
  return null;
}
