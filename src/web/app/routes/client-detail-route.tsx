import { ActivityCard } from "@web/features/activity/activity-card";
import { ScheduleAppointmentDialog } from "@web/features/appointments/components/schedule-appointment-dialog";
import { ClientDetailPage } from "@web/features/clients/client-detail-page";
import { DuplicatesCard } from "@web/features/duplicates/duplicates-card";
import { ShortlistCard } from "@web/features/shortlist/shortlist-card";

/**
 * A client's page, with the appointments feature's dialog behind 'Schedule Appointment', the
 * activity feature's timeline, the shortlist feature's card and the duplicates feature's card.
 */
export function ClientDetailRoute() {
  return (
    <ClientDetailPage
      ScheduleAppointment={ScheduleAppointmentDialog}
      Activity={ActivityCard}
      Shortlist={ShortlistCard}
      Duplicates={DuplicatesCard}
    />
  );
}
