import { pgTable, text } from "drizzle-orm/pg-core";
import { timestamps } from "./timestamps";
import { users } from "./users";

/**
 * An agent's lead webhook: at most one per user, like the calendar feed. Turning it off deletes
 * the row, so the token answers 404 at once; turning it on again makes a new one. A secret: it
 * is in backups but never in 'Download my data'.
 */
export const leadCaptures = pgTable("lead_captures", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  token: text().notNull().unique(),
  ...timestamps,
});
