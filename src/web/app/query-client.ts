import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { SESSION_KEY } from "@web/features/auth/api/get-session";
import { ApiError } from "@web/lib/api";

/** A 401 from any request means the session ended: forget it, and the gate sends the user to /login. */
export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: forgetEndedSession }),
    mutationCache: new MutationCache({ onError: forgetEndedSession }),
    defaultOptions: {
      queries: {
        // A 4xx answer will not change on a retry; a network failure, a 5xx or a 429 may.
        retry: (failures, error) => !isFinalAnswer(error) && failures < 2,
        refetchOnWindowFocus: false,
      },
    },
  });

  function forgetEndedSession(error: Error) {
    if (error instanceof ApiError && error.status === 401) {
      queryClient.setQueryData(SESSION_KEY, null);
    }
  }
  return queryClient;
}

function isFinalAnswer(error: Error): boolean {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429
  );
}
