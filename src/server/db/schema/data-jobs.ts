import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One-off jobs over the stored data that a release runs once at start-up (the phones' conversion
 * to E.164, say), each by its name. A row means the job finished, with what it did. Not in
 * backups: a restored older database runs them again, and each job is idempotent.
 */
export const dataJobs = pgTable("data_jobs", {
  name: text().primaryKey(),
  summary: jsonb().$type<Record<string, number>>().notNull(),
  finishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
