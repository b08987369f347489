import { type CalendarAppointment, googleCalendarLink } from "@shared/domain/links";
import { Button, type ButtonProps } from "@web/components/ui/button";
import { localTimeZone } from "@web/lib/local-time";
import { CalendarPlusIcon } from "lucide-react";

type CalendarLinkButtonProps = Pick<ButtonProps, "variant" | "size" | "className"> & {
  appointment: CalendarAppointment;
  /** The visible text: 'GCal' on a card, 'Add to Google Calendar' on the detail page. */
  label: string;
};

/** Opens a one-hour Google Calendar event for the appointment, at the agent's local time. */
export function CalendarLinkButton({
  appointment,
  label,
  variant = "outline",
  ...button
}: CalendarLinkButtonProps) {
  const href = googleCalendarLink(appointment, localTimeZone());
  if (!href) {
    return null;
  }
  return (
    <Button asChild variant={variant} {...button}>
      <a href={href} target="_blank" rel="noopener noreferrer" title="Add to Google Calendar">
        <CalendarPlusIcon aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}
