import type { PushPayload } from "@shared/schemas/notifications";
import { and, eq, like, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { notificationJobs } from "../../db/schema/notification-jobs";

export type NewJob = {
  userId: string;
  kind: string;
  key: string;
  dueAt: Date;
  payload?: PushPayload;
};

/**
 * Schedules jobs by their keys, in one statement. A job of that key already there keeps its
 * course when its time is the same (no repeat); with `canRearm`, a new time arms it again, even
 * after it was sent (a moved appointment reminds again; one in flight is then sent at its new
 * time as well).
 */
export async function scheduleJobs(db: Db, jobs: NewJob[], { canRearm = true } = {}) {
  if (jobs.length === 0) {
    return;
  }
  const insert = db.insert(notificationJobs).values(jobs);
  if (!canRearm) {
    await insert.onConflictDoNothing({ target: notificationJobs.key });
    return;
  }
  await insert.onConflictDoUpdate({
    target: notificationJobs.key,
    set: {
      dueAt: sql`excluded.due_at`,
      payload: sql`excluded.payload`,
      state: "pending",
      attempts: 0,
      retryDeviceIds: null,
      lockedUntil: null,
      sentAt: null,
    },
    setWhere: sql`${notificationJobs.dueAt} <> excluded.due_at`,
  });
}

/** Cancels a job not sent yet; one already sent or in flight stays as it is. */
export async function cancelJob(db: Db, userId: string, key: string) {
  await db
    .delete(notificationJobs)
    .where(
      and(
        eq(notificationJobs.userId, userId),
        eq(notificationJobs.key, key),
        eq(notificationJobs.state, "pending"),
      ),
    );
}

/** Cancels every pending job of a kind, those whose key starts with `keyPrefix` when given. */
export async function cancelPendingOfKind(db: Db, userId: string, kind: string, keyPrefix = "") {
  await db
    .delete(notificationJobs)
    .where(
      and(
        eq(notificationJobs.userId, userId),
        eq(notificationJobs.kind, kind),
        eq(notificationJobs.state, "pending"),
        keyPrefix ? like(notificationJobs.key, `${keyPrefix}%`) : undefined,
      ),
    );
}
