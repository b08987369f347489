import type { CountryCode, NumberSystem } from "@shared/domain/format";
import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { timestamps } from "./timestamps";
import { users } from "./users";

/**
 * A client's private shortlist page, `/s/<token>`: at most one per client, gone with them.
 * Revoking deletes the row, so the token answers 404 at once; a new send makes a new one. The
 * agent's currency and numbering are kept here, as for a listing's link.
 */
export const shortlists = pgTable("shortlists", {
  token: text().primaryKey(),
  userId: text()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  clientId: uuid()
    .notNull()
    .unique()
    .references(() => clients.id, { onDelete: "cascade" }),
  country: text().$type<CountryCode>().notNull(),
  currencySymbol: text().notNull(),
  numberSystem: text().$type<NumberSystem>().notNull(),
  viewCount: integer().notNull().default(0),
  /** The last view logged on the client's timeline: at most one an hour. */
  viewLoggedAt: timestamp({ withTimezone: true }),
  ...timestamps,
});
