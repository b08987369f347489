import type { NewMatchList } from "@shared/domain/new-matches";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api";

/**
 * The Today page's 'New matches', asked apart from the Today list (decision 046): a logged call
 * asks the list again, not these, and the server answers 304 while they are unchanged.
 */
export const NEW_MATCHES_KEY = ["new-matches"] as const;

export const newMatchesQueryOptions = () =>
  queryOptions({
    queryKey: NEW_MATCHES_KEY,
    queryFn: () => api.get<NewMatchList>("/api/new-matches"),
  });

export const useNewMatches = () => useQuery(newMatchesQueryOptions());
