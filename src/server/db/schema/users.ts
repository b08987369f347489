import { boolean, pgTable, text } from "drizzle-orm/pg-core";
import { timestamps } from "./timestamps";

/** Better Auth's user table; `name` holds the agent's full name. */
export const users = pgTable("users", {
  id: text().primaryKey(),
  name: text().notNull().default(""),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  ...timestamps,
});
