import { pgTable, text } from "drizzle-orm/pg-core";
import { timestamps } from "./timestamps";
import { users } from "./users";

/**
 * An agent's calendar subscription: at most one per user. Turning it off deletes the row, so the
 * token answers 404 at once; turning it on again makes a new one (its `createdAt` is when the
 * address was last made). The zone is the agent's, from their browser: the feed's events are
 * written in it, since a calendar app polling the feed has no browser of theirs.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  token: text().notNull().unique(),
  timeZone: text().notNull(),
  ...timestamps,
});
