import { formatClockTime, formatShortDate } from "@shared/domain/date-format";
import type { Appointment } from "@shared/schemas/appointment";
import { cn } from "@web/lib/cn";
import { useSettings } from "@web/records/settings/use-settings";
import { CalendarDaysIcon } from "lucide-react";
import { Link } from "react-router";
import { DASHBOARD_ROW_HEIGHT, DashboardListCard } from "./dashboard-list-card";

const EMPTY = {
  icon: CalendarDaysIcon,
  title: "No appointments scheduled",
  description: "Schedule your first appointment",
};

type UpcomingAppointmentsCardProps = {
  appointments: Appointment[] | undefined;
  className?: string;
};

/** The next three appointments, soonest first, each leading to its page. */
export function UpcomingAppointmentsCard({
  appointments,
  className,
}: UpcomingAppointmentsCardProps) {
  const { country } = useSettings();
  return (
    <DashboardListCard
      title="Upcoming Appointments"
      items={appointments}
      empty={EMPTY}
      keyOf={(appointment) => appointment.id}
      className={className}
      renderItem={(appointment) => (
        <Link
          to={`/appointments/${appointment.id}`}
          className={cn(
            DASHBOARD_ROW_HEIGHT,
            "flex items-center gap-3 rounded-lg border p-3 hover:bg-accent/50",
          )}
        >
          <span className="flex w-24 shrink-0 flex-col text-sm">
            <span className="font-medium">{formatShortDate(appointment.date, country)}</span>
            <span className="text-muted-foreground tabular-nums">
              {formatClockTime(appointment.time)}
            </span>
          </span>
          <span className="min-w-0">
            <span className="wrap-break-word line-clamp-2 font-medium">{appointment.title}</span>
            <span className="block truncate text-muted-foreground text-sm">
              {appointment.location}
            </span>
          </span>
        </Link>
      )}
    />
  );
}
