import { sortByDateTime } from "@shared/domain/appointments";
import type { Appointment, AppointmentUpdate } from "@shared/schemas/appointment";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { appointmentKey } from "./get-appointment";
import { APPOINTMENTS_KEY } from "./get-appointments";
import { refreshServerLists } from "./get-client-appointments";

export type UpdateAppointmentVariables = { id: string; patch: AppointmentUpdate };

export const updateAppointment = ({ id, patch }: UpdateAppointmentVariables) =>
  api.patch<Appointment>(`/api/appointments/${encodeURIComponent(id)}`, patch);

export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppointment,
    onSuccess: (updated) => {
      // A new date or time may move it: re-sort by date, then time.
      queryClient.setQueryData<Appointment[]>(
        APPOINTMENTS_KEY,
        (list) =>
          list &&
          sortByDateTime(
            list.map((appointment) => (appointment.id === updated.id ? updated : appointment)),
          ),
      );
      refreshServerLists(queryClient);
      queryClient.setQueryData(appointmentKey(updated.id), updated);
      notify.success({ title: "Appointment updated successfully!" });
    },
    onError: (error) =>
      notify.error({ title: "Error updating appointment", description: messageOf(error) }),
  });
}
