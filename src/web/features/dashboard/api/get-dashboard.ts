import type { DashboardSummary } from "@shared/schemas/dashboard";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { localNowQuery } from "@web/lib/local-time";
import { wait } from "@web/lib/wait";

export const DASHBOARD_KEY = ["dashboard"] as const;

/**
 * The dashboard's figures and lists, summed up by the server at this device's date and time
 * (decision 018).
 */
const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: DASHBOARD_KEY,
    queryFn: () => api.get<DashboardSummary>(`/api/dashboard?${localNowQuery()}`),
  });

/** How long opening the dashboard waits for its summary before it draws placeholders instead. */
const SUMMARY_WAIT_MS = 300;

/**
 * Asks for the summary each time the dashboard opens (the router's loader), so it shows every
 * change made since, and waits a moment for it: a quick answer draws the dashboard whole, without
 * a flash of placeholders. The page's own query only takes that answer.
 */
export async function loadDashboard(queryClient: QueryClient): Promise<void> {
  const summary = queryClient.prefetchQuery(dashboardQueryOptions());
  await Promise.race([summary, wait(SUMMARY_WAIT_MS)]);
}

export const useDashboard = () => useQuery({ ...dashboardQueryOptions(), refetchOnMount: false });
