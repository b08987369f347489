import type { Property } from "@shared/schemas/property";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { PROPERTIES_KEY } from "./get-properties";

export const propertyKey = (id: string) => [...PROPERTIES_KEY, id] as const;

export const propertyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: propertyKey(id),
    queryFn: () => api.get<Property>(`/api/properties/${encodeURIComponent(id)}`),
  });

/** One property; shown at once from the loaded list when it holds it, then refreshed. */
export function useProperty(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...propertyQueryOptions(id),
    placeholderData: () =>
      queryClient.getQueryData<Property[]>(PROPERTIES_KEY)?.find((property) => property.id === id),
  });
}
