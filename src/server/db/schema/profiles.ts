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
  ...timestamps,
});
