import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { SESSION_KEY } from "@web/records/session/session-key";

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post("/api/auth/request-password-reset", {
        email,
        redirectTo: `${window.location.origin}/update-password`,
      }),
  });
}

export type PasswordAccess = { token: string } | { hasPassword: boolean };

type UpdatePassword = { access: PasswordAccess; currentPassword: string; newPassword: string };

/**
 * With a reset token the password is reset; with a session it is changed with the current one,
 * or, for an account made with Google that has none, set for the first time.
 */
export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ access, currentPassword, newPassword }: UpdatePassword) => {
      if ("token" in access) {
        return api.post("/api/auth/reset-password", { token: access.token, newPassword });
      }
      if (!access.hasPassword) {
        return api.post("/api/profile/password", {
          password: newPassword,
          confirmPassword: newPassword,
        });
      }
      return api.post("/api/auth/change-password", {
        currentPassword,
        newPassword,
        revokeOtherSessions: true,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
  });
}
