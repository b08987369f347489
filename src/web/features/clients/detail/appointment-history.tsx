import { sortNewestFirst } from "@shared/domain/appointments";
import { capitalize } from "@shared/domain/capitalize";
import { appointmentStatusTone } from "@shared/domain/catalogue";
import { formatClockTime, formatLongDate } from "@shared/domain/date-format";
import type { Appointment } from "@shared/schemas/appointment";
import { SectionCard } from "@web/components/section-card";
import { Badge } from "@web/components/ui/badge";
import { useSettings } from "@web/records/settings/use-settings";
import { CalendarIcon, ClockIcon } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";

type HistoryEntry = Pick<Appointment, "id" | "title" | "date" | "time" | "status">;

/** The client's appointments, newest first, each linking to its own page. */
export function AppointmentHistory({ appointments }: { appointments: readonly HistoryEntry[] }) {
  const { country } = useSettings();
  const sorted = useMemo(() => sortNewestFirst(appointments), [appointments]);
  return (
    <SectionCard title="Appointment history">
      {sorted.length === 0 ? (
        <p className="text-muted-foreground">No appointments yet</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {sorted.map((appointment) => (
            <li key={appointment.id}>
              <Link
                to={`/appointments/${appointment.id}`}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 hover:bg-accent"
              >
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="wrap-break-word line-clamp-2 font-medium">
                    {appointment.title}
                  </span>
                  <span className="flex gap-3 text-muted-foreground text-sm">
                    <span className="flex items-center gap-1">
                      <CalendarIcon aria-hidden="true" className="size-3.5" />
                      {formatLongDate(appointment.date, country)}
                    </span>
                    <span className="flex items-center gap-1">
                      <ClockIcon aria-hidden="true" className="size-3.5" />
                      {formatClockTime(appointment.time)}
                    </span>
                  </span>
                </span>
                <Badge variant={appointmentStatusTone[appointment.status]}>
                  {capitalize(appointment.status)}
                </Badge>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
