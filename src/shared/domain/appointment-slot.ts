import type { WallClock } from "./wall-clock";

const SLOT_MINUTES = 30;
const DAY_MINUTES = 24 * 60;

/**
 * A new appointment's suggested date and time: the next half hour after `now` on the agent's
 * clock (10:07 → 10:30, 10:30 → 11:00), on the next day after 23:30.
 */
export function nextHalfHour(now: WallClock): WallClock {
  const [hours = 0, minutes = 0] = now.time.split(":").map(Number);
  const slot = (Math.floor((hours * 60 + minutes) / SLOT_MINUTES) + 1) * SLOT_MINUTES;
  const date = slot >= DAY_MINUTES ? nextDay(now.date) : now.date;
  const minute = slot % DAY_MINUTES;
  return { date, time: `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}` };
}

/** The calendar day after an ISO date, counted in UTC so no zone's daylight saving moves it. */
function nextDay(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}
