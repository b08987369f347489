import type { PairStatus } from "@shared/domain/pair-status";
import { index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { properties } from "./properties";
import { timestamps } from "./timestamps";
import { users } from "./users";

/**
 * Where a client and a listing stand (decision 027): a row only once the pair is more than
 * 'Suggested' or has been sent; gone with either side.
 */
export const pairStatuses = pgTable(
  "pair_statuses",
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
    status: text().$type<PairStatus>().notNull(),
    /** Why it is 'Not suitable', in the agent's or the client's words. */
    reason: text().notNull().default(""),
    /** When the listing was first sent to the client: it is on their shortlist page from then. */
    sentAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    unique().on(table.clientId, table.propertyId),
    index().on(table.propertyId),
    index().on(table.userId),
  ],
);
