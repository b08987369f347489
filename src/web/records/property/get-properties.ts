import type { Property } from "@shared/schemas/property";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api";

export const PROPERTIES_KEY = ["properties"] as const;

export const propertiesQueryOptions = () =>
  queryOptions({
    queryKey: PROPERTIES_KEY,
    queryFn: () => api.get<Property[]>("/api/properties"),
  });

/** The signed-in agent's properties, newest first. */
export const useProperties = ({ isEnabled = true } = {}) =>
  useQuery({ ...propertiesQueryOptions(), enabled: isEnabled });
