import { capitalize } from "@shared/domain/capitalize";
import { type AppointmentStatus, appointmentStatusTone } from "@shared/domain/catalogue";
import { Badge } from "@web/components/ui/badge";
import {
  CalendarClockIcon,
  CheckCircle2Icon,
  type LucideIcon,
  RefreshCwIcon,
  XCircleIcon,
} from "lucide-react";

const STATUS_ICONS: Readonly<Record<AppointmentStatus, LucideIcon>> = {
  scheduled: CalendarClockIcon,
  completed: CheckCircle2Icon,
  missed: XCircleIcon,
  rescheduled: RefreshCwIcon,
};

type AppointmentStatusBadgeProps = { status: AppointmentStatus; className?: string };

/** The status, coloured by SPEC's tone, with an icon of its own. */
export function AppointmentStatusBadge({ status, className }: AppointmentStatusBadgeProps) {
  const Icon = STATUS_ICONS[status];
  return (
    <Badge variant={appointmentStatusTone[status]} className={className}>
      <Icon aria-hidden="true" />
      {capitalize(status)}
    </Badge>
  );
}
