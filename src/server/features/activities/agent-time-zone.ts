import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { preparedSql } from "../../db/prepared";
import { calendarFeeds } from "../../db/schema/calendar-feeds";

/** The zone saved in Settings as a subquery, for a statement that reads it beside other things. */
export function savedTimeZoneOf(userId: Placeholder) {
  const { timeZone, userId: owner } = calendarFeeds;
  return sql`(select ${timeZone} from ${calendarFeeds} where ${owner} = ${userId})` as SQL<
    string | null
  >;
}

const savedTimeZone = preparedSql<{ timeZone: string | null }>(
  "get_agent_time_zone",
  sql`select ${savedTimeZoneOf(sql.placeholder("userId"))} as "timeZone"`,
);

/**
 * The agent's time zone, the day their "today" and their follow-ups are counted in: the one
 * saved in Settings for the calendar feed, else their browser's, else UTC.
 */
export async function agentTimeZone(db: Db, userId: string, browserZone?: string) {
  const [row] = await savedTimeZone(db, { userId });
  return zoneOfAgent(row?.timeZone, browserZone);
}

/** The agent's zone from the one saved in Settings, read with something else, and a fallback. */
export function zoneOfAgent(savedTimeZone: string | null | undefined, otherZone?: string) {
  return savedTimeZone ?? otherZone ?? "UTC";
}
