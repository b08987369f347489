import type { Client } from "@shared/schemas/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api";

export const CLIENTS_KEY = ["clients"] as const;

export const clientsQueryOptions = () =>
  queryOptions({
    queryKey: CLIENTS_KEY,
    queryFn: () => api.get<Client[]>("/api/clients"),
  });

/** The signed-in agent's clients, newest first. */
export const useClients = ({ isEnabled = true } = {}) =>
  useQuery({ ...clientsQueryOptions(), enabled: isEnabled });
