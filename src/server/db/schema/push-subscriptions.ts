import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./timestamps";
import { users } from "./users";

/**
 * A device that receives the agent's notifications (issue 28): the push service's address and
 * the keys the messages are encrypted to, device secrets that never leave the server. An
 * endpoint is one device: whoever subscribed it last owns it.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    label: text().notNull(),
    /** Sends that failed in a row (not counting 404/410, which remove the device at once). */
    failures: integer().notNull().default(0),
    lastFailureAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [index().on(table.userId, table.createdAt)],
);
