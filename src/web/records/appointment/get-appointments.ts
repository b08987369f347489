import type { Appointment } from "@shared/schemas/appointment";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api";

export const APPOINTMENTS_KEY = ["appointments"] as const;

export const appointmentsQueryOptions = () =>
  queryOptions({
    queryKey: APPOINTMENTS_KEY,
    queryFn: () => api.get<Appointment[]>("/api/appointments"),
  });

/** The signed-in agent's appointments, by date and time. */
export const useAppointments = ({ isEnabled = true } = {}) =>
  useQuery({ ...appointmentsQueryOptions(), enabled: isEnabled });
