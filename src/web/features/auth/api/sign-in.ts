import type { SignInInput } from "@shared/domain/sign-in";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { noteSignedInUser } from "@web/records/session/offline-session";
import { SESSION_KEY, type SessionUser } from "@web/records/session/session-key";

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      api.post<{ user: SessionUser }>("/api/auth/sign-in/email", { ...input, rememberMe: true }),
    // The answer names the signed-in user: the gate lets them in at once, whatever a later
    // session check says, and the full session is read again in the background.
    onSuccess: async ({ user }) => {
      await noteSignedInUser(queryClient, user);
      queryClient.setQueryData(SESSION_KEY, { user });
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
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
