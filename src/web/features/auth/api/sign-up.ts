import type { SignUpInput } from "@shared/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "@web/lib/api";

export const ALREADY_REGISTERED = "This email is already registered. Please try signing in.";

export function useSignUp() {
  return useMutation({
    mutationFn: ({ email, password }: SignUpInput) =>
      api.post("/api/auth/sign-up/email", { email, password, name: "" }),
  });
}

/** SPEC section 8: duplicate-address messages are shown in the product's own words. */
export function signUpErrorMessage(message: string): string {
  return /duplicate key value|User already registered|already exists/i.test(message)
    ? ALREADY_REGISTERED
    : message;
}
