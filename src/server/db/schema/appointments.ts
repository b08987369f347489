import { date, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { properties } from "./properties";
import { timestamps } from "./timestamps";
import { users } from "./users";

export const appointments = pgTable(
  "appointments",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    date: date({ mode: "string" }).notNull(),
    // 'HH:MM' as the agent typed it: a time column would answer 'HH:MM:SS'.
    time: text().notNull(),
    location: text().notNull(),
    // Deleting a client or a property keeps the appointment, unlinked.
    clientId: uuid().references(() => clients.id, { onDelete: "set null" }),
    propertyId: uuid().references(() => properties.id, { onDelete: "set null" }),
    process: text().notNull(),
    notes: text().notNull().default(""),
    status: text().notNull().default("scheduled"),
    // Counts the edits, for calendars: an event whose SEQUENCE went up replaces the copy they hold.
    sequence: integer().notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index().on(table.userId, table.date, table.time, table.id),
    index().on(table.clientId),
    index().on(table.propertyId),
  ],
);
