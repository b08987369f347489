import { MutationCache, onlineManager, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "@web/lib/api";
import { wait } from "@web/lib/wait";
import { forgetOfflineData } from "@web/records/session/offline-session";
import { SESSION_KEY } from "@web/records/session/session-key";

/** After the `online` event, the waits between asking whether the server answers again. */
const RECONNECT_CHECK_WAITS_MS = [0, 500, 1000, 2000, 4000, 8000];

/**
 * A 401 from any request means the session ended: forget it and the data kept for offline use,
 * and the gate sends the user to /login. Back online, every query is asked again once the server
 * answers.
 */
export function createQueryClient() {
  // React Query assumes it starts online; a page opened offline would miss the `online` event
  // and its refetch when the network returns.
  onlineManager.setOnline(navigator.onLine);
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: forgetEndedSession }),
    mutationCache: new MutationCache({ onError: forgetEndedSession }),
    defaultOptions: {
      queries: {
        // A 4xx answer will not change on a retry; a network failure, a 5xx or a 429 may.
        retry: (failures, error) => !isFinalAnswer(error) && failures < 2,
        refetchOnWindowFocus: false,
        // The `online` event can come before requests go through, and a query asked then is
        // answered by the service worker's offline copy: refetchWhenServerAnswers waits instead.
        refetchOnReconnect: false,
        // Offline, a query still asks once: the service worker answers with what it last saw.
        networkMode: "offlineFirst",
      },
      // Offline, a save fails at once and says so (lib/api.ts) instead of waiting unseen.
      mutations: { networkMode: "always" },
    },
  });

  onlineManager.subscribe((isOnline) => {
    if (isOnline) {
      void refetchWhenServerAnswers(queryClient);
    }
  });

  function forgetEndedSession(error: Error) {
    if (error instanceof ApiError && error.status === 401) {
      queryClient.setQueryData(SESSION_KEY, null);
      void forgetOfflineData();
    }
  }
  return queryClient;
}

async function refetchWhenServerAnswers(queryClient: QueryClient) {
  for (const delay of RECONNECT_CHECK_WAITS_MS) {
    await wait(delay);
    if (!onlineManager.isOnline()) {
      return;
    }
    if (await serverAnswers()) {
      await queryClient.invalidateQueries();
      return;
    }
  }
}

/**
 * Whether the server answers requests made through the service worker: it fetches /api/health
 * itself and never from its caches (scripts/pwa.ts), and its network can come back after the
 * page's.
 */
async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch("/api/health", { cache: "no-store" })).ok;
  } catch {
    return false;
  }
}

function isFinalAnswer(error: Error): boolean {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429
  );
}
