/**
 * When a notification is due (issue 28), as instants, from wall-clock times in the agent's zone:
 * an appointment's reminder, the once-a-day notifications, and quiet hours that hold the rest.
 */
import { addDays } from "./follow-ups";
import { type WallClock, wallClockAt, wallClockToUtc } from "./wall-clock";

const MINUTE_MS = 60_000;

/** `minutesBefore` the appointment's date and time in `timeZone`; null for a malformed one. */
export function reminderDueAt(
  appointment: WallClock,
  minutesBefore: number,
  timeZone: string,
): Date | null {
  const start = wallClockToUtc(appointment, timeZone);
  return start && new Date(start.getTime() - minutesBefore * MINUTE_MS);
}

/** The next `time` of day in `timeZone` after `now` (today's, if it is still to come), and its day. */
export function nextDailyAt(
  time: string,
  timeZone: string,
  now: Date,
): { day: string; at: Date } | null {
  const today = wallClockAt(now, timeZone).date;
  for (const day of [today, addDays(today, 1)]) {
    const at = wallClockToUtc({ date: day, time }, timeZone);
    if (at && at.getTime() > now.getTime()) {
      return { day, at };
    }
  }
  return null;
}

type QuietHours = { quietStart: string; quietEnd: string };

/**
 * `at` itself, or the end of the quiet hours it falls in ('21:00'-'08:00' spans midnight;
 * equal start and end means no quiet hours).
 */
export function afterQuietHours(at: Date, quiet: QuietHours, timeZone: string): Date {
  const { quietStart, quietEnd } = quiet;
  const { date, time } = wallClockAt(at, timeZone);
  if (!isQuietAt(time, quiet)) {
    return at;
  }
  const spansMidnight = quietStart > quietEnd;
  const endDay = spansMidnight && time >= quietStart ? addDays(date, 1) : date;
  return wallClockToUtc({ date: endDay, time: quietEnd }, timeZone) ?? at;
}

/** Whether the wall time 'HH:MM' falls in the quiet hours (see afterQuietHours). */
export function isQuietAt(time: string, { quietStart, quietEnd }: QuietHours): boolean {
  return quietStart > quietEnd
    ? time >= quietStart || time < quietEnd
    : time >= quietStart && time < quietEnd;
}
