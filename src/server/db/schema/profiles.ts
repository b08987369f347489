import type { CountryCode } from "@shared/domain/format";
import { pgTable, text } from "drizzle-orm/pg-core";
import { timestamps } from "./timestamps";
import { users } from "./users";

/**
 * The agent's business details. The full name and the avatar live on the user row (`name`,
 * `image`), so the session carries them to the avatar menu.
 */
export const profiles = pgTable("profiles", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  companyName: text().notNull().default(""),
  phone: text().notNull().default(""),
  website: text().notNull().default(""),
  role: text().notNull().default("Agent"),
  /**
   * The agent's country, saved from Settings: the default region of the phones they type and the
   * currency of their amounts. Null until first saved, read as India (the app's default).
   */
  country: text().$type<CountryCode>(),
  ...timestamps,
});
