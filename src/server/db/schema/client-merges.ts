import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { timestamps } from "./timestamps";
import { users } from "./users";

/**
 * Where a client merged into another went (issue #29): the gone id leads to the survivor, so
 * old links still open the client. A later merge of the survivor moves these rows on.
 */
export const clientMerges = pgTable(
  "client_merges",
  {
    goneId: uuid().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    survivorId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (table) => [index().on(table.userId), index().on(table.survivorId)],
);
