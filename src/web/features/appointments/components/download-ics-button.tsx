import { icsFileName } from "@shared/domain/calendar-feed";
import type { Appointment } from "@shared/schemas/appointment";
import { Button } from "@web/components/ui/button";
import { localTimeZone } from "@web/lib/local-time";
import { DownloadIcon } from "lucide-react";

/**
 * The appointment as an .ics file for Apple Calendar, Outlook or Google to import, at the agent's
 * local time: the server writes it, as it writes the subscription feed.
 */
export function DownloadIcsButton({
  appointment,
}: {
  appointment: Pick<Appointment, "id" | "title">;
}) {
  const query = new URLSearchParams({ timeZone: localTimeZone() });
  const href = `/api/appointments/${encodeURIComponent(appointment.id)}/ics?${query}`;
  return (
    <Button asChild variant="outline">
      <a href={href} download={icsFileName(appointment.title)}>
        <DownloadIcon aria-hidden="true" />
        Download .ics
      </a>
    </Button>
  );
}
