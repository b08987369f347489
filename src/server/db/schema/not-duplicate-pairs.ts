import { index, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { timestamps } from "./timestamps";
import { users } from "./users";

/**
 * Two clients the agent marked 'Not duplicates': never shown as a pair again. The smaller id is
 * `clientId`, so a pair has one row; gone with either client.
 */
export const notDuplicatePairs = pgTable(
  "not_duplicate_pairs",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    otherClientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (table) => [
    unique().on(table.clientId, table.otherClientId),
    index().on(table.otherClientId),
    index().on(table.userId),
  ],
);
