import type { SignInInput } from "@shared/schemas/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { sessionQueryOptions } from "./get-session";

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      api.post("/api/auth/sign-in/email", { ...input, rememberMe: true }),
    // Load the new session before anyone navigates, so the gate does not see the old "signed out".
    onSuccess: () => queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 }),
  });
}

/** Starts the Google round trip: the server answers with the provider's address to go to. */
export function useSignInWithGoogle() {
  return useMutation({
    mutationFn: (callbackPath: string) =>
      api.post<{ url?: string }>("/api/auth/sign-in/social", {
        provider: "google",
        callbackURL: callbackPath,
        errorCallbackURL: "/login",
      }),
    onSuccess: ({ url }) => {
      if (url) {
        window.location.assign(url);
      }
    },
  });
}
