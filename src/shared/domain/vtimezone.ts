/**
 * An RFC 5545 VTIMEZONE for an IANA zone, built from Intl's offsets: calendar files name the
 * agent's zone (DTSTART;TZID=…) and must describe it, and the runtime's own time zone data is
 * the one source we trust for it (no copy of the tz database to keep up to date).
 */
import { offsetAt } from "./wall-clock";

export type YearRange = { fromYear: number; toYear: number };

/** Zones changed before 1970 in ways no appointment here needs; far futures repeat today's rules. */
const EARLIEST_YEAR = 1970;
const LATEST_YEAR = 2100;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * The zone's observances from 1 January of `fromYear` to the end of `toYear`: the offset in
 * force at the start, then every change of offset in between, each at its exact minute. A zone
 * without changes (Asia/Kolkata) has a single STANDARD observance.
 */
export function vtimezone(timeZone: string, range: YearRange): string {
  const fromYear = clampYear(Math.min(range.fromYear, range.toYear));
  const toYear = clampYear(Math.max(range.fromYear, range.toYear));
  // From the day before: 1 January in zones ahead of UTC starts on 31 December in UTC.
  const start = Date.UTC(fromYear, 0, 1) - DAY_MS;
  const initial = offsetAt(start, timeZone);
  const changes = offsetChanges(timeZone, start, Date.UTC(toYear + 1, 0, 1));
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${timeZone}`,
    ...observance({ at: start, from: initial, to: initial }),
    ...changes.flatMap(observance),
    "END:VTIMEZONE",
  ].join("\r\n");
}

/** '+0530', '-0400': an offset in milliseconds as RFC 5545 writes it. */
export function formatUtcOffset(offsetMs: number): string {
  const sign = offsetMs < 0 ? "-" : "+";
  const minutes = Math.abs(Math.round(offsetMs / MINUTE_MS));
  return `${sign}${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}`;
}

type OffsetChange = { at: number; from: number; to: number };

/** Each change of offset between `start` and `end`: days are sampled, then the minute is found. */
function offsetChanges(timeZone: string, start: number, end: number): OffsetChange[] {
  const changes: OffsetChange[] = [];
  let before = offsetAt(start, timeZone);
  for (let day = start; day < end; day += DAY_MS) {
    const after = offsetAt(day + DAY_MS, timeZone);
    if (after !== before) {
      changes.push({
        at: firstMinuteOf(timeZone, day, day + DAY_MS, after),
        from: before,
        to: after,
      });
      before = after;
    }
  }
  return changes;
}

/** The first minute in (`low`, `high`] at which the zone's offset is `offset`. */
function firstMinuteOf(timeZone: string, low: number, high: number, offset: number): number {
  let [from, to] = [low, high];
  while (to - from > MINUTE_MS) {
    const middle = from + Math.floor((to - from) / 2 / MINUTE_MS) * MINUTE_MS;
    if (offsetAt(middle, timeZone) === offset) {
      to = middle;
    } else {
      from = middle;
    }
  }
  return to;
}

/** DTSTART is the local time the change happens at, read on the clock before it. */
function observance({ at, from, to }: OffsetChange): string[] {
  const kind = to > from ? "DAYLIGHT" : "STANDARD";
  return [
    `BEGIN:${kind}`,
    `DTSTART:${localStamp(at + from)}`,
    `TZOFFSETFROM:${formatUtcOffset(from)}`,
    `TZOFFSETTO:${formatUtcOffset(to)}`,
    `END:${kind}`,
  ];
}

function localStamp(localMs: number): string {
  return new Date(localMs)
    .toISOString()
    .replace(/\.\d{3}Z$/, "")
    .replace(/[-:]/g, "");
}

function clampYear(year: number): number {
  return Math.min(LATEST_YEAR, Math.max(EARLIEST_YEAR, year));
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}
