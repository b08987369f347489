import type { QueryClient } from "@tanstack/react-query";
import { CLIENTS_KEY } from "../client/get-clients";
import { ACTIVITIES_KEY, TODAY_KEY } from "./activity-keys";

/** What a logged, edited or deleted activity changes: the timelines, Today and 'Last contact'. */
export function refreshAfterActivity(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY }),
    queryClient.invalidateQueries({ queryKey: TODAY_KEY }),
    queryClient.invalidateQueries({ queryKey: CLIENTS_KEY }),
  ]);
}
