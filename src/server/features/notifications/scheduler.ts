import { users } from "../../db/schema/users";
import { type Device, deviceTargets } from "../push/push-subscriptions.service";
import { DAILY_JOB_KINDS } from "./daily-job-kinds";
import { ensureDailyJobs } from "./daily-jobs";
import { claimDueJobs, deleteFinishedJobs } from "./job-claims";
import { readAgentNotifications } from "./notification-settings.service";
import { type RunnerDeps, runJob } from "./run-job";

export type SchedulerDeps = RunnerDeps & { leaseMs: number; pollMs?: number };

/** Jobs claimed and sent at once: small, so that a process killed mid-batch holds few. */
const BATCH = 25;
/** One cheap indexed query every two seconds while nothing is due (idle: about 0.5 % of a core). */
const POLL_MS = 2000;
const HOUR = 60 * 60 * 1000;

/**
 * The notification scheduler (docs/decisions/030-a-job-table-claimed-with-skip-locked.md): claims
 * due jobs in small batches and runs them, at once again while batches come full, else after
 * a poll interval. Hourly (and at start) it plans each agent's next daily jobs and deletes old
 * finished ones. Its timers keep no process alive; stop() waits for the batch under way.
 */
export function startScheduler(deps: SchedulerDeps) {
  const pollMs = deps.pollMs ?? POLL_MS;
  let isStopped = false;
  let wake = () => {};
  const loop = (async () => {
    while (!isStopped) {
      const claimed = await runDueJobs(deps).catch((error: unknown) => {
        deps.jobDeps.log(`scheduler: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      });
      if (claimed < BATCH && !isStopped) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          timer.unref();
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  })();
  let housekeeping = planAndClean(deps);
  const hourly = setInterval(() => {
    housekeeping = housekeeping.then(() => planAndClean(deps));
  }, HOUR);
  hourly.unref();
  return {
    async stop() {
      isStopped = true;
      clearInterval(hourly);
      wake();
      await Promise.all([loop, housekeeping]);
    },
  };
}

/** One batch: the due jobs claimed and run; answers how many were claimed (dropped ones too). */
export async function runDueJobs(deps: SchedulerDeps): Promise<number> {
  const { claimed, dropped } = await claimDueJobs(deps.db, BATCH, deps.leaseMs);
  if (dropped.length > 0) {
    deps.jobDeps.log(
      `scheduler: dropped ${dropped.length} notifications that fell due more than an hour ago`,
    );
  }
  const devices = new Map<string, Promise<Device[]>>();
  const devicesOf = (userId: string) => {
    const read = devices.get(userId) ?? deps.asUser(userId, (db) => deviceTargets(db, userId));
    devices.set(userId, read);
    return read;
  };
  await Promise.all(
    claimed.map((job) =>
      runJob(deps, job, devicesOf).catch((error: unknown) => {
        deps.jobDeps.log(
          `scheduler: notification ${job.key} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }),
    ),
  );
  return claimed.length + dropped.length;
}

/** Each agent's next daily jobs (after downtime too), and finished jobs past keeping removed. */
async function planAndClean({ db, asUser, jobDeps }: SchedulerDeps) {
  try {
    const now = new Date();
    for (const { id } of await db.select({ id: users.id }).from(users)) {
      await asUser(id, async (scoped) =>
        ensureDailyJobs(scoped, id, await readAgentNotifications(scoped, id), DAILY_JOB_KINDS, now),
      );
    }
    await deleteFinishedJobs(db);
  } catch (error) {
    jobDeps.log(
      `scheduler: planning failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
