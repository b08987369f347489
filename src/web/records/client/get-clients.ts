import type { Client } from "@shared/schemas/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { wholeListLoader } from "../whole-list/whole-list-loader";

const loadClients = wholeListLoader<Client>("clients");

export const CLIENTS_KEY = ["clients"] as const;

export const clientsQueryOptions = () =>
  queryOptions({
    queryKey: CLIENTS_KEY,
    queryFn: loadClients,
  });

/** The signed-in agent's clients, newest first. */
export const useClients = ({ isEnabled = true } = {}) =>
  useQuery({ ...clientsQueryOptions(), enabled: isEnabled });
