/**
 * Local wall-clock time ('YYYY-MM-DD' + 'HH:MM') and its conversion to and from instants in an
 * IANA time zone, with Intl only (no clock is read here: callers pass the instant).
 */

export type WallClock = { date: string; time: string };

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MS = 86_400_000;

/**
 * True for a real calendar date written 'YYYY-MM-DD' (so '2023-02-29' is false). The calendar
 * has no year 0 (PostgreSQL refuses it), so years start at 0001.
 */
export function isIsoDate(value: string): boolean {
  return parseDate(value) !== null;
}

/** True for a 24-hour 'HH:MM' time from 00:00 to 23:59. */
export function isClockTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock date and minute shown in `timeZone` at `instant` (a RangeError for a bad zone). */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const p = zonedParts(instant.getTime(), timeZone);
  return {
    date: `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`,
    time: `${pad(p.hour)}:${pad(p.minute)}`,
  };
}

/**
 * `wallClockAt` in this device's own zone, read with Date's local getters: building the
 * DateTimeFormat wallClockAt needs loads time-zone data, tens of milliseconds on a phone.
 */
export function localWallClockAt(instant: Date): WallClock {
  return {
    date: `${pad(instant.getFullYear(), 4)}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`,
    time: `${pad(instant.getHours())}:${pad(instant.getMinutes())}`,
  };
}

/**
 * The instant at which `wall` is shown in `timeZone`, or null for a malformed date, time or zone.
 * Daylight-saving edges resolve like Temporal's 'compatible' mode: a time skipped by a spring
 * gap moves forward by the gap, and a time repeated in autumn takes its first occurrence.
 */
export function wallClockToUtc(wall: WallClock, timeZone: string): Date | null {
  const date = parseDate(wall.date);
  const time = TIME_PATTERN.exec(wall.time);
  if (!date || !time || !isValidTimeZone(timeZone)) {
    return null;
  }
  const local = utcMs(date.year, date.month, date.day, Number(time[1]), Number(time[2]));
  const before = offsetAt(local - DAY_MS, timeZone);
  const after = offsetAt(local + DAY_MS, timeZone);
  const exact = [before, after]
    .map((offset) => local - offset)
    .filter((candidate) => local - offsetAt(candidate, timeZone) === candidate)
    .sort((a, b) => a - b);
  return new Date(exact[0] ?? local - before);
}

type Parts = { year: number; month: number; day: number; hour: number; minute: number };

function parseDate(value: string): { year: number; month: number; day: number } | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) {
    return null;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1) {
    return null;
  }
  const check = new Date(utcMs(year, month, day, 0, 0));
  const isReal =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day;
  return isReal ? { year, month, day } : null;
}

/** Milliseconds of a UTC date; setUTCFullYear keeps years 0..99 literal (Date.UTC would not). */
function utcMs(year: number, month: number, day: number, hour: number, minute: number): number {
  const date = new Date(Date.UTC(2000, 0, 1, hour, minute));
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/** How far `timeZone` is ahead of UTC at `epochMs`, in milliseconds (a RangeError for a bad zone). */
export function offsetAt(epochMs: number, timeZone: string): number {
  const p = zonedParts(epochMs, timeZone);
  const wholeMinute = Math.floor(epochMs / 60_000) * 60_000;
  return utcMs(p.year, p.month, p.day, p.hour, p.minute) - wholeMinute;
}

function zonedParts(epochMs: number, timeZone: string): Readonly<Parts> {
  const key = `${timeZone} ${Math.floor(epochMs / 60_000)}`;
  const known = partsByMinute.get(key);
  if (known) {
    return known;
  }
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    parts[part.type] = Number(part.value);
  }
  const zoned = {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
  // A zone ahead by whole minutes shows one wall-clock minute for the whole UTC minute; an old
  // time with seconds in its offset (Kolkata's +05:21:10 in 1900) splits it, and is not kept.
  if (parts.second === new Date(epochMs).getUTCSeconds()) {
    if (partsByMinute.size >= MINUTES_KEPT) {
      partsByMinute.clear();
    }
    partsByMinute.set(key, zoned);
  }
  return zoned;
}

/**
 * `formatToParts` is the costliest step of a clock (1.4 % of the server's CPU under the capacity
 * load, issue #32), and a server asks about the same few minutes of the same zones all the time.
 */
const MINUTES_KEPT = 512;
const partsByMinute = new Map<string, Readonly<Parts>>();

// Building a DateTimeFormat is costly; one per zone is kept (a cache, not observable state).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone);
  if (cached) {
    return cached;
  }
  const formatter = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  formatters.set(timeZone, formatter);
  return formatter;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, "0");
}
