import { formatClockTime, formatLongDate } from "@shared/domain/date-format";
import { appointmentClientText, appointmentOwnerText } from "@shared/domain/links";
import type { AppointmentWithParticipants } from "@shared/schemas/appointment";
import { LinkButton } from "@web/components/link-button";
import { Button } from "@web/components/ui/button";
import { useSettings } from "@web/records/settings/use-settings";
import {
  Building2Icon,
  ClipboardListIcon,
  ClockIcon,
  EyeIcon,
  type LucideIcon,
  MapPinIcon,
  PencilIcon,
  StickyNoteIcon,
} from "lucide-react";
import { memo, useId } from "react";
import { AppointmentStatusBadge } from "./appointment-status-badge";
import { CalendarLinkButton } from "./calendar-link-button";
import { DeleteAppointmentButton } from "./delete-appointment-button";
import { ParticipantContact } from "./participant-contact";

type AppointmentCardProps = {
  appointment: AppointmentWithParticipants;
  onEdit: (id: string) => void;
};

/** One appointment in the grid: when, what, who, and its actions. */
export const AppointmentCard = memo(function AppointmentCard({
  appointment,
  onEdit,
}: AppointmentCardProps) {
  const titleId = useId();
  const { country } = useSettings();
  const { client, property } = appointment;
  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 font-medium text-primary text-sm">
          <time dateTime={appointment.date}>{formatLongDate(appointment.date, country)}</time>
          <span className="flex items-center gap-1">
            <ClockIcon aria-hidden="true" className="size-4" />
            <time dateTime={appointment.time}>{formatClockTime(appointment.time)}</time>
          </span>
        </p>
        <AppointmentStatusBadge status={appointment.status} />
      </div>
      <h2 id={titleId} className="wrap-anywhere font-semibold text-lg leading-tight">
        {appointment.title}
      </h2>
      <dl className="flex flex-col gap-1.5 text-sm">
        <Fact icon={MapPinIcon} label="Location">
          {appointment.location}
        </Fact>
        <Fact icon={ClipboardListIcon} label="Process">
          {appointment.process}
        </Fact>
        {property && (
          <Fact icon={Building2Icon} label="Property">
            {property.title}
          </Fact>
        )}
        {appointment.notes && (
          <Fact icon={StickyNoteIcon} label="Notes" isClamped>
            {appointment.notes}
          </Fact>
        )}
      </dl>
      <div className="mt-auto flex flex-col gap-2 border-t pt-3">
        {/* The client's name is given here, beside the ways to reach them. */}
        {client && (
          <ParticipantContact
            kind="Client"
            name={client.name}
            phone={client.phone}
            text={appointmentClientText(client.name, appointment, country)}
            target={{
              clientId: appointment.clientId,
              clientName: client.name,
              appointmentId: appointment.id,
            }}
          />
        )}
        {property && (
          <ParticipantContact
            kind="Owner"
            name={property.ownerName.trim() || "the owner"}
            phone={property.ownerPhone}
            text={appointmentOwnerText(property.ownerName, property.title, appointment, country)}
            target={{ propertyId: appointment.propertyId, appointmentId: appointment.id }}
          />
        )}
        <div className="flex flex-wrap gap-2">
          <LinkButton
            to={`/appointments/${appointment.id}`}
            variant="secondary"
            size="sm"
            className="flex-1"
            icon={EyeIcon}
          >
            View
          </LinkButton>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="flex-1"
            onClick={() => onEdit(appointment.id)}
          >
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
          <CalendarLinkButton
            appointment={appointment}
            label="GCal"
            variant="secondary"
            size="sm"
            className="flex-1"
          />
          {/* SPEC names the card's delete action 'Del'. */}
          <DeleteAppointmentButton id={appointment.id} label="Del" size="sm" className="flex-1" />
        </div>
      </div>
    </article>
  );
});

type FactProps = { icon: LucideIcon; label: string; children: string; isClamped?: boolean };

function Fact({ icon: Icon, label, children, isClamped = false }: FactProps) {
  return (
    <div className="flex items-start gap-2">
      <dt>
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={isClamped ? "wrap-anywhere line-clamp-2 min-w-0" : "wrap-anywhere min-w-0"}>
        {children}
      </dd>
    </div>
  );
}
