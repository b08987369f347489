import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { preparedPerDb } from "../../db/prepared";
import { calendarFeeds } from "../../db/schema/calendar-feeds";

const savedTimeZone = preparedPerDb((db) =>
  db
    .select({ timeZone: calendarFeeds.timeZone })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, sql.placeholder("userId")))
    .prepare("get_agent_time_zone"),
);

/**
 * The agent's time zone, the day their "today" and their follow-ups are counted in: the one
 * saved in Settings for the calendar feed, else their browser's, else UTC.
 */
export async function agentTimeZone(db: Db, userId: string, browserZone?: string) {
  const [feed] = await savedTimeZone(db).execute({ userId });
  return zoneOfAgent(feed?.timeZone, browserZone);
}

/** `agentTimeZone` from the zone saved in Settings, when it was read with something else. */
export function zoneOfAgent(savedTimeZone: string | null | undefined, browserZone?: string) {
  return savedTimeZone ?? browserZone ?? "UTC";
}
