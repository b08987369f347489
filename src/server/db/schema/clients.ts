import { index, jsonb, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./timestamps";
import { users } from "./users";

export const clients = pgTable(
  "clients",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull().default("Mr."),
    name: text().notNull(),
    email: text().notNull().default(""),
    phone: text().notNull(),
    status: text().notNull().default("active"),
    purpose: text().notNull().default("to-buy"),
    interest: text().notNull().default("medium"),
    budget: numeric({ precision: 20, scale: 4, mode: "number" }),
    locations: jsonb().$type<string[]>().notNull().default([]),
    propertyTypes: jsonb().$type<string[]>().notNull().default([]),
    notes: text().notNull().default(""),
    ...timestamps,
  },
  // Scanned backwards for the newest-first list (a DESC NULLS LAST index would not match its order).
  (table) => [index().on(table.userId, table.createdAt, table.id)],
);
