/**
 * Appointment titles and the reminder rules of SPEC.md sections 5 and 8. `now` is the agent's
 * local wall clock ({ date: 'YYYY-MM-DD', time: 'HH:MM' }); get it from an instant and an IANA
 * time zone with `wallClockAt(new Date(), timeZone)` (wall-clock.ts). Appointments hold wall
 * times too, so the rules compare like with like and never read a clock.
 */
import { partitionPoint } from "./partition-point";
import type { WallClock } from "./wall-clock";

export type ScheduledAppointment = WallClock & { status: string; process?: string | null };

/** 'client name - process - re: property title', omitting missing parts. */
export function appointmentTitle(
  clientName?: string | null,
  process?: string | null,
  propertyTitle?: string | null,
): string {
  const property = propertyTitle?.trim();
  return [clientName?.trim(), process?.trim(), property ? `re: ${property}` : ""]
    .filter((part) => part)
    .join(" - ");
}

/** Scheduled appointments of today that have not started yet (one at this minute counts). */
export function todaysUpcoming<T extends ScheduledAppointment>(
  appointments: readonly T[],
  now: WallClock,
): T[] {
  return sortByDateTime(
    appointments.filter(
      (a) => a.status === "scheduled" && a.date === now.date && minuteOf(a) >= now.time,
    ),
  );
}

/** Scheduled 'Follow up call' appointments whose date and time have passed. */
export function overdueFollowUps<T extends ScheduledAppointment>(
  appointments: readonly T[],
  now: WallClock,
): T[] {
  const current = keyOf(now);
  return sortByDateTime(
    appointments.filter(
      (a) => a.status === "scheduled" && a.process === "Follow up call" && keyOf(a) < current,
    ),
  );
}

/** SPEC section 8's reminders at `now`: today's upcoming appointments and the overdue follow-ups. */
export function appointmentReminders<T extends ScheduledAppointment>(
  appointments: readonly T[],
  now: WallClock,
) {
  return {
    upcomingToday: todaysUpcoming(appointments, now),
    overdueFollowUps: overdueFollowUps(appointments, now).length,
  };
}

/**
 * The dashboard's upcoming appointments: scheduled or rescheduled, not yet started, soonest
 * first; `limit` cuts the list (the dashboard shows 3).
 */
export function upcomingAppointments<T extends ScheduledAppointment>(
  appointments: readonly T[],
  now: WallClock,
  limit = Number.POSITIVE_INFINITY,
): T[] {
  return startingFrom(openAppointments(appointments), now).slice(0, limit);
}

/** An appointment still to happen: scheduled, or moved to a new time (missed and completed have). */
export const OPEN_APPOINTMENT_STATUSES: readonly string[] = ["scheduled", "rescheduled"];

function isOpenAppointment(status: string): boolean {
  return OPEN_APPOINTMENT_STATUSES.includes(status);
}

/**
 * The scheduled and rescheduled appointments, soonest first: the upcoming ones at any `now` are
 * a tail of this list (`startingFrom`), so it can be kept while the clock moves on.
 */
export function openAppointments<T extends ScheduledAppointment>(appointments: readonly T[]): T[] {
  return sortByDateTime(appointments.filter((a) => isOpenAppointment(a.status)));
}

/** The appointments of a soonest-first list that start at `now` or later, found by bisection. */
export function startingFrom<T extends WallClock>(soonestFirst: readonly T[], now: WallClock): T[] {
  const current = keyOf(now);
  const first = partitionPoint(soonestFirst, (a) => keyOf(a) < current);
  return soonestFirst.slice(first);
}

/** Date and time ascending, as the appointments list shows them; ties keep their order. */
export function sortByDateTime<T extends WallClock>(appointments: readonly T[]): T[] {
  return [...appointments].sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
}

/** Date and time descending, for a client's appointment history; ties keep their order. */
export function sortNewestFirst<T extends WallClock>(appointments: readonly T[]): T[] {
  return [...appointments].sort((a, b) => compareKeys(keyOf(b), keyOf(a)));
}

/** 'HH:MM' of a time that may carry seconds ('09:30:00' from a database column). */
function minuteOf(wall: WallClock): string {
  return wall.time.slice(0, 5);
}

/** 'YYYY-MM-DD HH:MM' sorts like the moment it names. */
function keyOf(wall: WallClock): string {
  return `${wall.date} ${minuteOf(wall)}`;
}

function compareKeys(a: string, b: string): number {
  if (a === b) {
    return 0;
  }
  return a < b ? -1 : 1;
}
