import { useAppointment } from "@web/records/appointment/get-appointment";
import { AppointmentDialog } from "./appointment-dialog";

type EditAppointmentDialogProps = {
  id: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/**
 * 'Edit Appointment' for the appointment with `id`: at once from the whole list when it is
 * loaded, else once read (a large account's list holds only the pages shown). An appointment
 * that no longer exists opens nothing.
 */
export function EditAppointmentDialog({ id, ...dialog }: EditAppointmentDialogProps) {
  const appointment = useAppointment(id).data;
  return appointment ? <AppointmentDialog appointment={appointment} {...dialog} /> : null;
}
