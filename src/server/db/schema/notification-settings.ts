import type { NotificationSettings } from "@shared/schemas/notifications";
import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { timestamps } from "./timestamps";
import { users } from "./users";

/**
 * The agent's notification settings, one row per agent; no row means the defaults. The zone is
 * their browser's when they last saved or subscribed: a job runs with no browser of theirs.
 */
export const notificationSettings = pgTable("notification_settings", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  settings: jsonb().$type<NotificationSettings>().notNull(),
  timeZone: text(),
  ...timestamps,
});
