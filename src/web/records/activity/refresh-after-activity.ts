import type { QueryClient } from "@tanstack/react-query";
import { CLIENTS_KEY } from "../client/get-clients";
import { ACTIVITIES_KEY, TODAY_KEY } from "./activity-keys";

/**
 * What a logged, edited or deleted activity changes: the timelines, Today and 'Last contact' of
 * the clients list and each client's record, not what hangs under a client: its Shortlist card,
 * which no activity changes (asking for it again cost a request a note, issue #32).
 */
export function refreshAfterActivity(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY }),
    queryClient.invalidateQueries({ queryKey: TODAY_KEY }),
    queryClient.invalidateQueries({
      queryKey: CLIENTS_KEY,
      predicate: ({ queryKey }) => queryKey.length <= CLIENTS_KEY.length + 1,
    }),
  ]);
}
