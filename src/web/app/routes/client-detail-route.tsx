import { ActivityCard } from "@web/features/activity/activity-card";
import { ScheduleAppointmentDialog } from "@web/features/appointments/components/schedule-appointment-dialog";
import { ClientDetailPage } from "@web/features/clients/client-detail-page";

/**
 * A client's page, with the appointments feature's dialog behind 'Schedule Appointment' and the
 * activity feature's timeline.
 */
export function ClientDetailRoute() {
  return (
    <ClientDetailPage ScheduleAppointment={ScheduleAppointmentDialog} Activity={ActivityCard} />
  );
}
