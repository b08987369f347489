/**
 * Dates and times as the agent reads them: one short and one long date format per country, and
 * a 12-hour clock. Written out with a month table: a DateTimeFormat's first use costs about 35 ms
 * of a phone's first screen (issue #10), and these are shown on the dashboard.
 */
import type { CountryCode } from "./format";
import { isClockTime, isIsoDate, type WallClock, wallClockAt } from "./wall-clock";

/** Day first ('28 Nov 2026') or month first ('Nov 28, 2026'). */
type DateOrder = "day-month" | "month-day";

/** India, the UK and the Emirates write the day first; the US the month. */
export const DATE_ORDERS: Readonly<Record<CountryCode, DateOrder>> = {
  IN: "day-month",
  US: "month-day",
  GB: "day-month",
  AE: "day-month",
};

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 'YYYY-MM-DD' as '28 Nov 2026' (US 'Nov 28, 2026'); anything else is returned as it is. */
export function formatShortDate(date: string, country: CountryCode): string {
  const parts = dateParts(date);
  if (!parts) {
    return date;
  }
  const { day, month, year } = parts;
  return DATE_ORDERS[country] === "month-day"
    ? `${month} ${day}, ${year}`
    : `${day} ${month} ${year}`;
}

/** 'YYYY-MM-DD' as 'Sat, 28 Nov 2026' (US 'Sat, Nov 28, 2026'); anything else as it is. */
export function formatLongDate(date: string, country: CountryCode): string {
  const parts = dateParts(date);
  return parts ? `${parts.weekday}, ${formatShortDate(date, country)}` : date;
}

/** 'HH:MM' (seconds ignored) as '4:30 PM', '12:05 AM'; anything else as it is. */
export function formatClockTime(time: string): string {
  const hhmm = time.slice(0, 5);
  if (!isClockTime(hhmm) || (time.length > 5 && !/^:\d{2}$/.test(time.slice(5)))) {
    return time;
  }
  const hours = Number(hhmm.slice(0, 2));
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${hhmm.slice(3)} ${hours < 12 ? "AM" : "PM"}`;
}

/** A wall-clock moment as '28 Nov 2026, 4:30 PM' (US 'Nov 28, 2026, 4:30 PM'). */
export function formatDateTime(wall: WallClock, country: CountryCode): string {
  return `${formatShortDate(wall.date, country)}, ${formatClockTime(wall.time)}`;
}

/**
 * An instant (a record's Created or Updated) as the agent's clock in `timeZone` showed it, in
 * the country's short date: '28 Nov 2026, 4:30 PM'. A RangeError for a bad zone, as wallClockAt.
 */
export function formatInstant(instant: Date, timeZone: string, country: CountryCode): string {
  return formatDateTime(wallClockAt(instant, timeZone), country);
}

/** The spreadsheet number format that shows a date cell as formatDateTime writes it. */
export function spreadsheetDateFormat(country: CountryCode): string {
  return DATE_ORDERS[country] === "month-day" ? "mmm d, yyyy h:mm AM/PM" : "d mmm yyyy h:mm AM/PM";
}

function dateParts(
  date: string,
): { weekday: string; day: number; month: string; year: number } | null {
  if (!isIsoDate(date)) {
    return null;
  }
  const [year = 1, month = 1, day = 1] = date.split("-").map(Number);
  const noon = new Date(Date.UTC(2000, month - 1, day, 12));
  noon.setUTCFullYear(year);
  return {
    weekday: WEEKDAYS[noon.getUTCDay()] ?? "",
    day,
    month: MONTHS[month - 1] ?? "",
    year,
  };
}
