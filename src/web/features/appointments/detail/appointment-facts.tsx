import { formatClockTime, formatLongDate } from "@shared/domain/date-format";
import type { Appointment } from "@shared/schemas/appointment";
import { DetailItem } from "@web/components/detail-item";
import { SectionCard } from "@web/components/section-card";
import { useSettings } from "@web/records/settings/use-settings";
import { CalendarLinkButton } from "../components/calendar-link-button";
import { DownloadIcsButton } from "../components/download-ics-button";

/** When and where, with the exports to calendars; then the process and the notes. */
export function AppointmentFacts({ appointment }: { appointment: Appointment }) {
  const { country } = useSettings();
  const notes = appointment.notes.trim();
  return (
    <>
      <SectionCard title="When and where">
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <DetailItem label="Date">{formatLongDate(appointment.date, country)}</DetailItem>
          <DetailItem label="Time">{formatClockTime(appointment.time)}</DetailItem>
          <DetailItem label="Location" className="sm:col-span-2">
            {appointment.location}
          </DetailItem>
        </dl>
        <div className="flex flex-col gap-2 sm:flex-row">
          <CalendarLinkButton appointment={appointment} label="Add to Google Calendar" />
          <DownloadIcsButton appointment={appointment} />
        </div>
      </SectionCard>
      <SectionCard title="Details">
        <dl className="grid grid-cols-1 gap-4">
          <DetailItem label="Process">{appointment.process}</DetailItem>
          <DetailItem label="Notes">
            {notes ? (
              <span className="whitespace-pre-line font-normal">{notes}</span>
            ) : (
              <span className="font-normal text-muted-foreground">No notes.</span>
            )}
          </DetailItem>
        </dl>
      </SectionCard>
    </>
  );
}
