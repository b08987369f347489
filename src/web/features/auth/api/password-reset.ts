import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { SESSION_KEY } from "./get-session";

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post("/api/auth/request-password-reset", {
        email,
        redirectTo: `${window.location.origin}/update-password`,
      }),
  });
}

type UpdatePassword = { newPassword: string } & ({ token: string } | { currentPassword: string });

/** With a reset token the password is reset; with only a session it is changed. */
export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePassword) =>
      "token" in input
        ? api.post("/api/auth/reset-password", input)
        : api.post("/api/auth/change-password", { ...input, revokeOtherSessions: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
  });
}
