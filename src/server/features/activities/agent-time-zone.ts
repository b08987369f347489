import { eq, type Placeholder, type SQL, sql } from "drizzle-orm";
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

/** The agent's zone from the one saved in Settings, read with something else, and a fallback. */
export function zoneOfAgent(savedTimeZone: string | null | undefined, otherZone?: string) {
  return savedTimeZone ?? otherZone ?? "UTC";
}

/** The zone saved in Settings as a subquery, for a statement that reads it beside other things. */
export function savedTimeZoneOf(userId: Placeholder) {
  return sql`(select time_zone from calendar_feeds where user_id = ${userId})` as SQL<
    string | null
  >;
}
