import type { Profile } from "@shared/schemas/profile";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api";

export const PROFILE_KEY = ["profile"] as const;

export const profileQueryOptions = () =>
  queryOptions({ queryKey: PROFILE_KEY, queryFn: () => api.get<Profile>("/api/profile") });

export const useProfile = () => useQuery(profileQueryOptions());
