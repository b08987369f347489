import { ScheduleAppointmentDialog } from "@web/features/appointments/components/schedule-appointment-dialog";
import { MatchingPage } from "@web/features/matching/matching-page";

/** Matching, with the appointments feature's dialog behind each match's 'Schedule'. */
export function MatchingRoute() {
  return <MatchingPage ScheduleAppointment={ScheduleAppointmentDialog} />;
}
