import type { Client } from "@shared/schemas/client";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { CLIENTS_KEY } from "./get-clients";

export const clientKey = (id: string) => [...CLIENTS_KEY, id] as const;

export const clientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientKey(id),
    queryFn: () => api.get<Client>(`/api/clients/${encodeURIComponent(id)}`),
  });

/** One client; shown at once from the loaded list when it holds it, then refreshed. */
export function useClient(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...clientQueryOptions(id),
    placeholderData: () =>
      queryClient.getQueryData<Client[]>(CLIENTS_KEY)?.find((client) => client.id === id),
  });
}
