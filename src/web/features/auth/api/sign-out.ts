import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "@web/lib/api";
import { forgetOfflineData } from "@web/records/session/offline-session";
import { SESSION_KEY } from "@web/records/session/session-key";

/**
 * Signs out; a 401 or 404 answer means the session is gone already, which is just as good. The
 * agent's data kept for offline use goes with the session.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await api.post("/api/auth/sign-out");
      } catch (error) {
        if (!(error instanceof ApiError && (error.status === 401 || error.status === 404))) {
          throw error;
        }
      }
      await forgetOfflineData();
    },
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(SESSION_KEY, null);
    },
  });
}
