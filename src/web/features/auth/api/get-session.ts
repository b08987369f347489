import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api";

export type SessionUser = { id: string; email: string; name: string; image?: string | null };
export type Session = { user: SessionUser } | null;

export const SESSION_KEY = ["session"] as const;

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_KEY,
    queryFn: () => api.get<Session>("/api/auth/get-session"),
    staleTime: 5 * 60 * 1000,
  });

export const useSession = () => useQuery(sessionQueryOptions());
