import type { DashboardSummary } from "@shared/schemas/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { localNow } from "@web/lib/local-time";

export const DASHBOARD_KEY = ["dashboard"] as const;

/**
 * The dashboard's figures and lists, summed up by the server at this device's date and time
 * (decision 018). Asked again each time the dashboard opens, so it shows every change made since.
 */
export const useDashboard = () =>
  useQuery(
    queryOptions({
      queryKey: DASHBOARD_KEY,
      queryFn: () => {
        const { date, time } = localNow();
        const query = new URLSearchParams({ date, time });
        return api.get<DashboardSummary>(`/api/dashboard?${query}`);
      },
    }),
  );
