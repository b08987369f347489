import type { CountryCode, NumberSystem } from "@shared/domain/format";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { properties } from "./properties";
import { timestamps } from "./timestamps";
import { users } from "./users";

/**
 * A listing's public link: at most one per property, gone with it. Stopping sharing deletes the
 * row, so the token answers 404 at once; sharing again makes a new one. The agent's currency and
 * numbering (browser settings) are kept here, since the signed-out page has no browser of theirs.
 */
export const shares = pgTable(
  "shares",
  {
    token: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: uuid()
      .notNull()
      .unique()
      .references(() => properties.id, { onDelete: "cascade" }),
    country: text().$type<CountryCode>().notNull(),
    currencySymbol: text().notNull(),
    numberSystem: text().$type<NumberSystem>().notNull(),
    viewCount: integer().notNull().default(0),
    lastViewedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [index().on(table.userId)],
);
