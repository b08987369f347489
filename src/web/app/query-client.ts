import { MutationCache, onlineManager, QueryCache, QueryClient } from "@tanstack/react-query";
import { SESSION_KEY } from "@web/features/auth/api/get-session";
import { forgetOfflineData } from "@web/features/auth/offline-session";
import { ApiError } from "@web/lib/api";

/**
 * A 401 from any request means the session ended: forget it and the data kept for offline use,
 * and the gate sends the user to /login.
 */
export function createQueryClient() {
  // React Query assumes it starts online; a page opened offline would miss the `online` event's
  // refetch (refetchOnReconnect) when the network returns.
  onlineManager.setOnline(navigator.onLine);
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: forgetEndedSession }),
    mutationCache: new MutationCache({ onError: forgetEndedSession }),
    defaultOptions: {
      queries: {
        // A 4xx answer will not change on a retry; a network failure, a 5xx or a 429 may.
        retry: (failures, error) => !isFinalAnswer(error) && failures < 2,
        refetchOnWindowFocus: false,
        // Offline, a query still asks once: the service worker answers with what it last saw.
        networkMode: "offlineFirst",
      },
      // Offline, a save fails at once and says so (lib/api.ts) instead of waiting unseen.
      mutations: { networkMode: "always" },
    },
  });

  function forgetEndedSession(error: Error) {
    if (error instanceof ApiError && error.status === 401) {
      queryClient.setQueryData(SESSION_KEY, null);
      void forgetOfflineData();
    }
  }
  return queryClient;
}

function isFinalAnswer(error: Error): boolean {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429
  );
}
