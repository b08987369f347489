import { formatClockTime } from "@shared/domain/date-format";
import type { WallClock } from "@shared/domain/wall-clock";

type Named = WallClock & { title: string };

/** How many of today's appointments the reminder names before it counts the rest. */
const NAMED = 2;

/** 'Site visit at 3:30 PM', 'A at 10:00 AM and B at 12:00 PM', 'A at …, B at … and 3 more'. */
export function upcomingDescription(appointments: readonly Named[]): string {
  const named = appointments.slice(0, NAMED).map((a) => `${a.title} at ${formatClockTime(a.time)}`);
  const more = appointments.length - named.length;
  if (more > 0) {
    return `${named.join(", ")} and ${more} more`;
  }
  return named.join(" and ");
}

/** 'You have 1 overdue follow-up call.', 'You have 3 overdue follow-up calls.' */
export function overdueDescription(count: number): string {
  return `You have ${count} overdue follow-up ${count === 1 ? "call" : "calls"}.`;
}
