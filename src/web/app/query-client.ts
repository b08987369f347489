import { QueryCache, QueryClient } from "@tanstack/react-query";
import { SESSION_KEY } from "@web/features/auth/api/get-session";
import { ApiError } from "@web/lib/api";

/** A 401 from any request means the session ended: forget it, and the gate sends the user to /login. */
export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          queryClient.setQueryData(SESSION_KEY, null);
        }
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status < 500) && failures < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
  return queryClient;
}
