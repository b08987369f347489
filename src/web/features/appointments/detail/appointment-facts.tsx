import type { Appointment } from "@shared/schemas/appointment";
import { DetailItem } from "@web/components/detail-item";
import { SectionCard } from "@web/components/section-card";
import { CalendarLinkButton } from "../components/calendar-link-button";
import { DownloadIcsButton } from "../components/download-ics-button";

const LONG_DATE = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** When and where, with the exports to calendars; then the process and the notes. */
export function AppointmentFacts({ appointment }: { appointment: Appointment }) {
  const notes = appointment.notes.trim();
  return (
    <>
      <SectionCard title="When and where">
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <DetailItem label="Date">{longDate(appointment.date)}</DetailItem>
          <DetailItem label="Time">{appointment.time.slice(0, 5)}</DetailItem>
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

/** '2026-03-05' → 'Thursday, March 5, 2026', the date as written whatever the browser's zone. */
function longDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : LONG_DATE.format(parsed);
}
