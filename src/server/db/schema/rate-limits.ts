import { bigint, integer, pgTable, text } from "drizzle-orm/pg-core";

/** Better Auth's rate-limit counters, in the database so that every replica shares them. */
export const rateLimits = pgTable("rate_limits", {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: "number" }).notNull(),
});
