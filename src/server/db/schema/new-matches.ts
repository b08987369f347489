import { index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { properties } from "./properties";
import { timestamps } from "./timestamps";
import { users } from "./users";

/**
 * A pair that newly scored above the threshold and was never sent (issue 27, decision 031),
 * written in the same transaction as the change that made it. A row is kept only while its pair
 * scores above the threshold and has no status: either leaving deletes it, as does deleting either
 * side; a dismissed one stays, hidden, so that the same change does not bring it back.
 */
export const newMatches = pgTable(
  "new_matches",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** The pair's score now, rounded to a whole percent, as it is shown ('72% match'). */
    score: integer().notNull(),
    dismissedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    unique().on(table.clientId, table.propertyId),
    index().on(table.propertyId),
    index().on(table.userId, table.createdAt),
  ],
);
