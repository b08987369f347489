import { formatDayLabel } from "@shared/domain/wall-clock";
import type { Appointment } from "@shared/schemas/appointment";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { EmptyState } from "@web/components/ui/empty-state";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";
import { CalendarDaysIcon } from "lucide-react";
import { Link } from "react-router";

type UpcomingAppointmentsCardProps = {
  appointments: Appointment[] | undefined;
  className?: string;
};

/** The next three appointments, soonest first, each leading to its page. */
export function UpcomingAppointmentsCard({
  appointments,
  className,
}: UpcomingAppointmentsCardProps) {
  return (
    <Card className={cn("gap-4", className)}>
      <CardHeader>
        <CardTitle asChild>
          <h2>Upcoming Appointments</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {appointments === undefined && <Skeleton className="h-24" />}
        {appointments?.length === 0 && (
          <EmptyState
            icon={CalendarDaysIcon}
            titleAs="h3"
            title="No appointments scheduled"
            description="Schedule your first appointment"
            className="py-8"
          />
        )}
        <ul className="flex flex-col gap-2">
          {appointments?.map((appointment) => (
            <li key={appointment.id}>
              <Link
                to={`/appointments/${appointment.id}`}
                className="flex items-center gap-3 rounded-lg border p-3 outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className="flex w-20 shrink-0 flex-col text-sm">
                  <span className="font-medium">{formatDayLabel(appointment.date)}</span>
                  <span className="text-muted-foreground tabular-nums">{appointment.time}</span>
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-medium">{appointment.title}</span>
                  <span className="block truncate text-muted-foreground text-sm">
                    {appointment.location}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
