import { sortByDateTime } from "@shared/domain/appointments";
import type { Appointment, AppointmentInput } from "@shared/schemas/appointment";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { appointmentKey } from "./get-appointment";
import { APPOINTMENTS_KEY } from "./get-appointments";
import { refreshServerLists } from "./get-client-appointments";

export const createAppointment = (input: AppointmentInput) =>
  api.post<Appointment>("/api/appointments", input);

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    onSuccess: (created) => {
      // The list is kept in the server's order: by date, then time.
      queryClient.setQueryData<Appointment[]>(
        APPOINTMENTS_KEY,
        (list) => list && sortByDateTime([...list, created]),
      );
      refreshServerLists(queryClient);
      queryClient.setQueryData(appointmentKey(created.id), created);
      notify.success({ title: "Appointment scheduled successfully!" });
    },
    onError: (error) =>
      notify.error({ title: "Error adding appointment", description: messageOf(error) }),
  });
}
