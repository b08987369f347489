import type { PublicListingAnswer } from "@shared/schemas/share";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api";

export const publicListingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["public-listings", token] as const,
    queryFn: () =>
      api.get<PublicListingAnswer>(`/api/public/listings/${encodeURIComponent(token)}`),
    // Each fetch counts as a view for the agent: one per opening of the page.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A shared listing, read signed out by its link's token. */
export function usePublicListing(token: string) {
  return useQuery(publicListingQueryOptions(token));
}
