import type { Appointment } from "@shared/schemas/appointment";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { refreshListPages } from "@web/lib/list-pages";
import { useIsLargeList } from "@web/lib/record-counts";
import { useMemo } from "react";
import { APPOINTMENTS_KEY, useAppointments } from "./get-appointments";

const NO_APPOINTMENTS: readonly Appointment[] = [];
const OF_CLIENT_KEY = [...APPOINTMENTS_KEY, "of client"] as const;

const clientAppointmentsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: [...OF_CLIENT_KEY, clientId],
    queryFn: () => api.get<Appointment[]>(`/api/appointments?${new URLSearchParams({ clientId })}`),
  });

/**
 * One client's appointments: picked from the whole list, or asked of the server by a large
 * account, whose browser does not load that list.
 */
export function useClientAppointments(clientId: string): readonly Appointment[] {
  const isLarge = useIsLargeList("appointments");
  const whole = useAppointments({ isEnabled: isLarge === false }).data;
  const fromServer = useQuery({
    ...clientAppointmentsQueryOptions(clientId),
    enabled: isLarge === true,
  }).data;
  const fromList = useMemo(
    () => whole?.filter((appointment) => appointment.clientId === clientId),
    [whole, clientId],
  );
  return (isLarge ? fromServer : fromList) ?? NO_APPOINTMENTS;
}

/**
 * After a create, edit or delete: the lists the server filtered (pages, counts, a client's
 * appointments) are out of date. The whole list is updated in place by the caller.
 */
export function refreshServerLists(queryClient: QueryClient) {
  refreshListPages(queryClient, "appointments");
  void queryClient.invalidateQueries({ queryKey: OF_CLIENT_KEY });
}
