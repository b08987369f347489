import type { Appointment } from "@shared/schemas/appointment";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { APPOINTMENTS_KEY } from "./get-appointments";

export const appointmentKey = (id: string) => [...APPOINTMENTS_KEY, id] as const;

export const appointmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: appointmentKey(id),
    queryFn: () => api.get<Appointment>(`/api/appointments/${encodeURIComponent(id)}`),
  });

/** One appointment; shown at once from the loaded list when it holds it, then refreshed. */
export function useAppointment(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...appointmentQueryOptions(id),
    placeholderData: () =>
      queryClient
        .getQueryData<Appointment[]>(APPOINTMENTS_KEY)
        ?.find((appointment) => appointment.id === id),
  });
}
