/** What the calendar feed routes take and answer (issue 14). */
import { isValidTimeZone } from "../domain/wall-clock";
import { z } from "./zod";

/**
 * An IANA zone name as the browser reports it ('Asia/Kolkata'; older ones say 'Asia/Calcutta',
 * which Intl still knows). Intl also takes bare offsets ('+05:30'), which follow no daylight
 * saving and name no place: refused.
 */
export const timeZoneSchema = z
  .string({ error: "Time zone is required" })
  .trim()
  .min(1, "Time zone is required")
  .max(100, "Choose a time zone from the list")
  .refine(
    (zone) => /^[A-Za-z]/.test(zone) && isValidTimeZone(zone),
    "Choose a time zone from the list",
  );

export const calendarFeedInputSchema = z.object({ timeZone: timeZoneSchema });

export type CalendarFeedInput = z.infer<typeof calendarFeedInputSchema>;

/** The agent's feed as the settings card shows it; null while it is off. */
export type CalendarFeed = {
  url: string;
  timeZone: string;
  createdAt: string;
};
