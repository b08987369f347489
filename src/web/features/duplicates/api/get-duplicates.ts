import type { DuplicatePairView } from "@shared/schemas/duplicates";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api";

export const DUPLICATES_KEY = ["client-duplicates"] as const;

/** Every pair of the agent's clients that look like one person. */
export const useDuplicates = () =>
  useQuery(
    queryOptions({
      queryKey: DUPLICATES_KEY,
      queryFn: () => api.get<DuplicatePairView[]>("/api/clients/duplicates"),
    }),
  );

/** The pairs one client is in. */
export const useClientDuplicates = (clientId: string) =>
  useQuery(
    queryOptions({
      queryKey: [...DUPLICATES_KEY, clientId],
      queryFn: () =>
        api.get<DuplicatePairView[]>(`/api/clients/${encodeURIComponent(clientId)}/duplicates`),
    }),
  );
