/**
 * A client's next follow-up and its cadence, in calendar days of the agent's own time zone
 * (docs/decisions/026-the-agents-day.md). Dates are 'YYYY-MM-DD'; nothing here reads a clock.
 */

import { isIsoDate } from "./wall-clock";

export const FOLLOW_UP_CADENCES = ["none", "3-days", "week", "2-weeks", "month"] as const;
export type FollowUpCadence = (typeof FOLLOW_UP_CADENCES)[number];

export const FOLLOW_UP_CADENCE_LABELS: Readonly<Record<FollowUpCadence, string>> = {
  none: "None",
  "3-days": "3 days",
  week: "Week",
  "2-weeks": "2 weeks",
  month: "Month",
};

/** When a follow-up may be put off to, from the Today list or the client page. */
export const SNOOZE_CHOICES = ["tomorrow", "next-week"] as const;
export type SnoozeChoice = (typeof SNOOZE_CHOICES)[number];
export const SNOOZE_LABELS: Readonly<Record<SnoozeChoice, string>> = {
  tomorrow: "Tomorrow",
  "next-week": "Next week",
};

/** The after-call sheet's quick choices for the next follow-up. */
export const NEXT_FOLLOW_UP_CHOICES = ["tomorrow", "in-3-days", "next-week"] as const;
export type NextFollowUpChoice = (typeof NEXT_FOLLOW_UP_CHOICES)[number];
export const NEXT_FOLLOW_UP_LABELS: Readonly<Record<NextFollowUpChoice, string>> = {
  tomorrow: "Tomorrow",
  "in-3-days": "In 3 days",
  "next-week": "Next week",
};

const CHOICE_DAYS: Readonly<Record<NextFollowUpChoice | SnoozeChoice, number>> = {
  tomorrow: 1,
  "in-3-days": 3,
  "next-week": 7,
};

/** The day a quick choice ('Tomorrow', 'In 3 days', 'Next week') names, seen from `today`. */
export function dayAfterChoice(today: string, choice: NextFollowUpChoice | SnoozeChoice): string {
  return addDays(today, CHOICE_DAYS[choice]);
}

/**
 * The next follow-up after a contact on `contactDay`, by the client's cadence, or null for none.
 * A month later is the same day of the next month, or its last day when it is shorter
 * (31 January → 28 or 29 February).
 */
export function nextByCadence(contactDay: string, cadence: FollowUpCadence): string | null {
  switch (cadence) {
    case "none":
      return null;
    case "3-days":
      return addDays(contactDay, 3);
    case "week":
      return addDays(contactDay, 7);
    case "2-weeks":
      return addDays(contactDay, 14);
    case "month":
      return addMonth(contactDay);
  }
}

/** `date` moved by `days` calendar days (negative to go back). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = partsOf(date);
  return isoOf(new Date(Date.UTC(year, month - 1, day + days)));
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = partsOf(from);
  const [y2, m2, d2] = partsOf(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/**
 * 'Last contact' as an agent says it: 'Today', 'Yesterday', '3 days ago', '2 weeks ago',
 * '5 months ago', or 'Never' with no contact yet. Both days are in the agent's time zone.
 */
export function lastContactText(contactDay: string | null, today: string): string {
  if (contactDay === null) {
    return "Never";
  }
  const days = Math.max(0, daysBetween(contactDay, today));
  if (days === 0) {
    return "Today";
  }
  if (days === 1) {
    return "Yesterday";
  }
  if (days < 14) {
    return `${days} days ago`;
  }
  if (days < 60) {
    return `${Math.floor(days / 7)} weeks ago`;
  }
  if (days < 730) {
    return `${Math.floor(days / 30)} months ago`;
  }
  return `${Math.floor(days / 365)} years ago`;
}

function addMonth(date: string): string {
  const [year, month, day] = partsOf(date);
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return isoOf(new Date(Date.UTC(year, month, Math.min(day, lastDay))));
}

function partsOf(date: string): [number, number, number] {
  if (!isIsoDate(date)) {
    throw new RangeError(`Not a date: ${date}`);
  }
  const [year = 0, month = 0, day = 0] = date.split("-").map(Number);
  return [year, month, day];
}

function isoOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}
