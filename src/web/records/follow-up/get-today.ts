import type { TodayList } from "@shared/domain/today";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { TODAY_KEY } from "../activity/activity-keys";

/**
 * The agent's Today list, computed by the server in their time zone at the browser's clock (so a
 * test's clock, and a device whose clock is ahead of the server's, see their own day).
 */
export const todayQueryOptions = () =>
  queryOptions({
    queryKey: TODAY_KEY,
    queryFn: () => api.get<TodayList>(`/api/today?at=${new Date().toISOString()}`),
  });

export const useToday = () => useQuery(todayQueryOptions());
