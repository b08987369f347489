import type { Appointment } from "@shared/schemas/appointment";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { appointmentKey } from "./get-appointment";
import { APPOINTMENTS_KEY } from "./get-appointments";
import { refreshServerLists } from "./get-client-appointments";

export const deleteAppointment = (id: string) =>
  api.delete(`/api/appointments/${encodeURIComponent(id)}`);

export function useDeleteAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAppointment,
    onSuccess: (_, id) => {
      queryClient.setQueryData<Appointment[]>(APPOINTMENTS_KEY, (list) =>
        list?.filter((appointment) => appointment.id !== id),
      );
      refreshServerLists(queryClient);
      // Removing it would make the still-open detail page fetch the deleted record again.
      void queryClient.invalidateQueries({
        queryKey: appointmentKey(id),
        exact: true,
        refetchType: "none",
      });
      notify.success({ title: "Appointment deleted successfully." });
    },
    onError: (error) =>
      notify.error({ title: "Error deleting appointment", description: messageOf(error) }),
  });
}
