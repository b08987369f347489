import type { PushPayload } from "@shared/schemas/notifications";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./timestamps";
import { users } from "./users";

export type JobState = "pending" | "running" | "sent" | "failed" | "dropped";

/**
 * A notification (or another per-agent job) due at `dueAt`, claimed by one replica at a time
 * (docs/decisions/030-a-job-table-claimed-with-skip-locked.md). `key` makes it idempotent:
 * 'appointment:<id>', 'follow-ups:<user>:<day>'. A claimed job is `running` until `lockedUntil`;
 * a process that died holding it leaves it to be claimed again after that.
 */
export const notificationJobs = pgTable(
  "notification_jobs",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    key: text().notNull().unique(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    /** What to send, when known ahead; a reminder reads its appointment when it runs. */
    payload: jsonb().$type<PushPayload>(),
    /** On a retry, the devices still to reach (the others already have it). */
    retryDeviceIds: jsonb().$type<string[]>(),
    state: text().$type<JobState>().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("notification_jobs_pending_due").on(table.dueAt).where(sql`state = 'pending'`),
    index("notification_jobs_running_lease").on(table.lockedUntil).where(sql`state = 'running'`),
    index().on(table.userId, table.kind, table.state),
  ],
);
