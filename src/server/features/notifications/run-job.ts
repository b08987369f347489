import type { PushPayload } from "@shared/schemas/notifications";
import type { Db } from "../../db/db";
import type { UserScope } from "../../db/user-scope";
import type { SendPush } from "../push/push-sender";
import { type Device, recordOutcome } from "../push/push-subscriptions.service";
import { REMINDER_KIND, reminderPayload } from "./appointment-reminders";
import { DAILY_JOB_KINDS } from "./daily-job-kinds";
import { afterDailyJob, ensureDailyJobs, type JobDeps } from "./daily-jobs";
import { type ClaimedJob, markFailed, markForRetry, markSent } from "./job-claims";
import { readAgentNotifications } from "./notification-settings.service";

export type RunnerDeps = {
  db: Db;
  asUser: UserScope;
  sendPush: SendPush;
  jobDeps: JobDeps;
};

/** Tries in all, the first included; then the job is given up. */
const MAX_ATTEMPTS = 5;
/** 30 s, 2 min, 8 min, 32 min. */
const FIRST_RETRY_MS = 30_000;

/**
 * Runs one claimed job: works out what it says (in the agent's scope) unless it carries that,
 * sends it to each of the agent's devices (`devicesOf`, read once a batch), keeps the devices'
 * books, and marks the job sent, or for a retry of the devices that failed (never those already
 * reached), or failed after MAX_ATTEMPTS.
 */
export async function runJob(
  deps: RunnerDeps,
  job: ClaimedJob,
  devicesOf: (userId: string) => Promise<Device[]>,
): Promise<void> {
  const { asUser, sendPush, jobDeps } = deps;
  const inScope = <T>(work: (db: Db) => Promise<T>) => asUser(job.userId, work);
  const payload = job.payload ?? (await inScope((db) => payloadOf(db, job, jobDeps)));
  if (!payload) {
    return inScope((db) => markSent(db, job));
  }
  const devices = (await devicesOf(job.userId)).filter(
    (device) => !job.retryDeviceIds || job.retryDeviceIds.includes(device.id),
  );
  const outcomes = await Promise.all(devices.map((device) => sendPush(device, payload)));
  const failed = devices.filter((_device, index) => outcomes[index] === "failed");
  await inScope(async (db) => {
    for (const [index, device] of devices.entries()) {
      await recordOutcome(db, job.userId, device, outcomes[index] ?? "failed");
    }
    if (failed.length === 0) {
      return markSent(db, job);
    }
    if (job.attempts >= MAX_ATTEMPTS) {
      jobDeps.log(`notification ${job.key} given up after ${job.attempts} tries`);
      return markFailed(db, job);
    }
    const at = new Date(Date.now() + FIRST_RETRY_MS * 4 ** (job.attempts - 1));
    await markForRetry(db, job, { at, deviceIds: failed.map((device) => device.id), payload });
  });
}

/** What a job without a payload of its own says, worked out now; null for nothing to send. */
async function payloadOf(db: Db, job: ClaimedJob, jobDeps: JobDeps): Promise<PushPayload | null> {
  if (job.kind === REMINDER_KIND) {
    return reminderPayload(db, job.userId, job.key.slice(REMINDER_KIND.length + 1));
  }
  const daily = DAILY_JOB_KINDS[job.kind];
  if (!daily) {
    throw new Error(`no job kind ${job.kind}`);
  }
  const agent = await readAgentNotifications(db, job.userId);
  const payload = daily.isOn(agent.settings)
    ? await daily.run(db, job.userId, job.dueAt, jobDeps)
    : null;
  const after = afterDailyJob(job.key, agent.timeZone, new Date());
  await ensureDailyJobs(db, job.userId, agent, { [job.kind]: daily }, after);
  return payload;
}
