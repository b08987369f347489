import { pgTable, text } from "drizzle-orm/pg-core";
import { timestamps } from "./timestamps";
import { users } from "./users";

/**
 * The secret in an agent's morning digest's unsubscribe link (issue 28): one per agent, made with
 * their first digest and kept, so every digest they got still unsubscribes with one click, signed
 * out. It only ever turns the morning e-mail off.
 */
export const digestTokens = pgTable("digest_tokens", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  token: text().notNull().unique(),
  ...timestamps,
});
