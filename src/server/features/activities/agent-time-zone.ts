import { eq } from "drizzle-orm";
import type { Db } from "../../db/db";
import { calendarFeeds } from "../../db/schema/calendar-feeds";

/**
 * The agent's time zone, the day their "today" and their follow-ups are counted in: the one
 * saved in Settings for the calendar feed, else their browser's, else UTC.
 */
export async function agentTimeZone(db: Db, userId: string, browserZone?: string) {
  const [feed] = await db
    .select({ timeZone: calendarFeeds.timeZone })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return feed?.timeZone ?? browserZone ?? "UTC";
}
