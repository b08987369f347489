import type { PushPayload } from "@shared/schemas/notifications";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { rowsOf } from "../../db/rows-of";
import { notificationJobs } from "../../db/schema/notification-jobs";

/** A job this process holds until its lease ends. */
export type ClaimedJob = {
  id: string;
  userId: string;
  kind: string;
  key: string;
  dueAt: Date;
  payload: PushPayload | null;
  retryDeviceIds: string[] | null;
  attempts: number;
};

/** What fell due longer ago than this while no server ran is dropped, not sent late. */
const STALE_AFTER = "1 hour";
/** Finished jobs are kept this long: a day's key must outlive its day. */
const KEPT_FOR = "7 days";

/**
 * Claims up to `batch` due jobs, and the jobs whose holder died (its lease over), with
 * FOR UPDATE SKIP LOCKED: replicas claiming at the same moment each get others. A due job older
 * than STALE_AFTER is marked dropped instead, and counted.
 */
export async function claimDueJobs(db: Db, batch: number, leaseMs: number) {
  const rows = await asRunner(db, (tx) =>
    rowsOf<ClaimedRow>(
      tx,
      sql`with due as (
        select id from notification_jobs
        where (state = 'pending' and due_at <= now()) or (state = 'running' and locked_until <= now())
        order by due_at
        limit ${batch}
        for update skip locked
      )
      update notification_jobs as job
      set state = case when job.due_at < now() - ${STALE_AFTER}::interval then 'dropped' else 'running' end,
        attempts = job.attempts + 1,
        locked_until = now() + ${leaseMs} * interval '1 millisecond',
        updated_at = now()
      from due where job.id = due.id
      returning job.id, job.user_id, job.kind, job.key, job.due_at, job.payload,
        job.retry_device_ids, job.attempts, job.state`,
    ),
  );
  const claimed = rows.filter((row) => row.state === "running").map(toClaimedJob);
  return { claimed, dropped: rows.filter((row) => row.state === "dropped") };
}

/**
 * Marks a job sent, unless it was armed again or taken over meanwhile. These marks run in the
 * job's agent's scope: one statement, where the runner's scope takes a transaction.
 */
export async function markSent(db: Db, job: ClaimedJob) {
  await db
    .update(notificationJobs)
    .set({ state: "sent", sentAt: new Date(), lockedUntil: null, retryDeviceIds: null })
    .where(held(job));
}

/** Gives the job back for a retry at `retryAt`, to `deviceIds` only, with what it said. */
export async function markForRetry(
  db: Db,
  job: ClaimedJob,
  retry: { at: Date; deviceIds: string[]; payload: PushPayload },
) {
  await db
    .update(notificationJobs)
    .set({
      state: "pending",
      dueAt: retry.at,
      retryDeviceIds: retry.deviceIds,
      payload: retry.payload,
      lockedUntil: null,
    })
    .where(held(job));
}

export async function markFailed(db: Db, job: ClaimedJob) {
  await asRunner(db, (tx) =>
    tx.update(notificationJobs).set({ state: "failed", lockedUntil: null }).where(held(job)),
  );
}

/** Deletes finished jobs older than KEPT_FOR; answers how many. */
export async function deleteFinishedJobs(db: Db): Promise<number> {
  const deleted = await asRunner(db, (tx) =>
    tx
      .delete(notificationJobs)
      .where(
        and(
          inArray(notificationJobs.state, ["sent", "failed", "dropped"]),
          lt(notificationJobs.updatedAt, sql`now() - ${KEPT_FOR}::interval`),
        ),
      )
      .returning({ id: notificationJobs.id }),
  );
  return deleted.length;
}

/**
 * The scheduler's own scope (migration 0025): every agent's jobs, and nothing else of theirs.
 * What a job reads of an agent's records it reads in that agent's scope.
 */
function asRunner<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.job_runner', 'on', true)`);
    return work(tx);
  });
}

/** Still this claim's: running, and not claimed again since. */
function held(job: ClaimedJob) {
  return and(
    eq(notificationJobs.userId, job.userId),
    eq(notificationJobs.id, job.id),
    eq(notificationJobs.state, "running"),
    eq(notificationJobs.attempts, job.attempts),
  );
}

type ClaimedRow = {
  id: string;
  user_id: string;
  kind: string;
  key: string;
  due_at: string | Date;
  payload: PushPayload | null;
  retry_device_ids: string[] | null;
  attempts: number;
  state: string;
};

function toClaimedJob(row: ClaimedRow): ClaimedJob {
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    key: row.key,
    dueAt: new Date(row.due_at),
    payload: row.payload,
    retryDeviceIds: row.retry_device_ids,
    attempts: row.attempts,
  };
}
