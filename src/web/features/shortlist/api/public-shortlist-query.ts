import type { PublicShortlist, ShortlistListing } from "@shared/schemas/share";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api";

export const publicShortlistKey = (token: string) => ["public-shortlists", token] as const;

export const publicShortlistPath = (token: string) =>
  `/api/public/shortlists/${encodeURIComponent(token)}`;

export const publicShortlistQueryOptions = (token: string) =>
  queryOptions({
    queryKey: publicShortlistKey(token),
    queryFn: () => api.get<PublicShortlist>(publicShortlistPath(token)),
    // Each fetch counts as a view for the agent: one per opening of the page.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** A client's shortlist page, read signed out by its link's token. */
export function usePublicShortlist(token: string) {
  return useQuery(publicShortlistQueryOptions(token));
}

/** Changes one listing of the cached page, after the server took the client's answer. */
export function updateShortlistListing(
  queryClient: QueryClient,
  token: string,
  propertyId: string,
  change: Partial<ShortlistListing>,
) {
  queryClient.setQueryData<PublicShortlist>(publicShortlistKey(token), (page) =>
    page
      ? {
          ...page,
          listings: page.listings.map((listing) =>
            listing.id === propertyId ? { ...listing, ...change } : listing,
          ),
        }
      : page,
  );
}
