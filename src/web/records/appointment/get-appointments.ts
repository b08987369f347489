import type { Appointment } from "@shared/schemas/appointment";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { wholeListLoader } from "../whole-list/whole-list-loader";

const loadAppointments = wholeListLoader<Appointment>("appointments");

export const APPOINTMENTS_KEY = ["appointments"] as const;

export const appointmentsQueryOptions = () =>
  queryOptions({
    queryKey: APPOINTMENTS_KEY,
    queryFn: loadAppointments,
  });

/** The signed-in agent's appointments, by date and time. */
export const useAppointments = ({ isEnabled = true } = {}) =>
  useQuery({ ...appointmentsQueryOptions(), enabled: isEnabled });
