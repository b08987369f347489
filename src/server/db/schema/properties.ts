import { index, integer, jsonb, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./timestamps";
import { users } from "./users";

export type StoredFileRef = { name: string; url: string; type: string };

const amount = () => numeric({ precision: 20, scale: 4, mode: "number" });

export const properties = pgTable(
  "properties",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text().notNull().default(""),
    price: amount(),
    mainType: text(),
    subType: text(),
    status: text().notNull().default("available"),
    location: text().notNull(),
    purpose: text().notNull().default("sale"),
    ownerName: text().notNull().default(""),
    ownerPhone: text().notNull().default(""),
    bedrooms: integer(),
    bathrooms: integer(),
    landSizeSqft: amount(),
    landSizeAcres: amount(),
    builtUpArea: amount(),
    pricePerSqft: amount(),
    photos: jsonb().$type<StoredFileRef[]>().notNull().default([]),
    documents: jsonb().$type<StoredFileRef[]>().notNull().default([]),
    videoLinks: jsonb().$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  // Scanned backwards for the newest-first list (a DESC NULLS LAST index would not match its order).
  (table) => [index().on(table.userId, table.createdAt, table.id)],
);
