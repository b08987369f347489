import {
  CALENDAR_NAME,
  type EventDetails,
  eventDescription,
  isConfirmed,
} from "@shared/domain/calendar-feed";
import { CALENDAR_DURATION_MS } from "@shared/domain/links";
import { vtimezone } from "@shared/domain/vtimezone";
import { type WallClock, wallClockAt, wallClockToUtc } from "@shared/domain/wall-clock";
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";
import ical, { ICalAlarmType, ICalEventStatus } from "ical-generator";

dayjs.extend(utc);

export const ICS_TYPE = "text/calendar; charset=utf-8";

const ALARM_BEFORE_SECONDS = 30 * 60;
/** How often calendar apps that honour it (Apple's) poll the feed. */
const REFRESH_SECONDS = 60 * 60;

export type CalendarEntry = EventDetails & {
  id: string;
  title: string;
  date: string;
  time: string;
  location: string;
  sequence: number;
  updatedAt: Date;
};

type Options = { timeZone: string; appUrl: string };

/**
 * The RFC 5545 calendar of `entries`, one one-hour VEVENT each in the agent's zone with its
 * VTIMEZONE: both the subscription feed and a single appointment's download are written here.
 */
export function appointmentCalendar(entries: readonly CalendarEntry[], options: Options): string {
  const { timeZone, appUrl } = options;
  const host = new URL(appUrl).host;
  const years = entries.map((entry) => Number(entry.date.slice(0, 4)));
  const range = { fromYear: Math.min(...years), toYear: Math.max(...years) };
  const calendar = ical({
    name: CALENDAR_NAME,
    prodId: { company: "Estate CRM", product: "appointments" },
    ttl: REFRESH_SECONDS,
    // No calendar-wide zone name: ical-generator would write DTSTAMP and LAST-MODIFIED in it,
    // unlike RFC 5545's UTC. The events name the zone, and its VTIMEZONE is written once for them.
    timezone: { name: null, generator: (zone) => vtimezone(zone, range) },
  });
  calendar.x("X-WR-TIMEZONE", timeZone);
  for (const entry of entries) {
    const start = wallClockToUtc(entry, timeZone);
    if (!start) {
      continue;
    }
    calendar.createEvent({
      id: `${entry.id}@${host}`,
      summary: entry.title,
      location: entry.location,
      description: eventDescription(entry, appUrl),
      start: asWritten(entry),
      end: asWritten(wallClockAt(new Date(start.getTime() + CALENDAR_DURATION_MS), timeZone)),
      timezone: timeZone,
      status: isConfirmed(entry.status) ? ICalEventStatus.CONFIRMED : null,
      sequence: entry.sequence,
      stamp: dayjs.utc(entry.updatedAt),
      lastModified: dayjs.utc(entry.updatedAt),
      alarms: [
        { type: ICalAlarmType.display, trigger: ALARM_BEFORE_SECONDS, description: entry.title },
      ],
    });
  }
  return calendar.toString();
}

/**
 * A wall-clock time for ical-generator to write as it is under the event's TZID. A native Date
 * would be written in the server's own zone; a Day.js date in UTC mode is written field by field
 * (Day.js's timezone plugin, which would convert it again, is left out on purpose: it also builds
 * an Intl formatter per call, a few milliseconds each).
 */
function asWritten({ date, time }: WallClock) {
  return dayjs.utc(`${date}T${time}:00`);
}
