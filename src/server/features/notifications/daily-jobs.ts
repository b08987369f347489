import { addDays } from "@shared/domain/follow-ups";
import { afterQuietHours, nextDailyAt } from "@shared/domain/notification-times";
import { wallClockToUtc } from "@shared/domain/wall-clock";
import type { NotificationSettings, PushPayload } from "@shared/schemas/notifications";
import type { Db } from "../../db/db";
import type { Mailer } from "../../mail/mailer";
import { cancelPendingOfKind, scheduleJobs } from "./notification-jobs.service";
import type { AgentNotifications } from "./notification-settings.service";

/** What a job may use besides the agent's database scope. */
export type JobDeps = { mailer: Mailer; appUrl: string; log: (line: string) => void };

/**
 * A job each agent gets once a day at their morning time while `isOn` says so (the follow-ups
 * due; the morning digest e-mail). `run` works in the agent's scope and answers the notification
 * to push to their devices, or null for none. Quiet hours hold it until they end.
 */
export type DailyJobKind = {
  isOn(settings: NotificationSettings): boolean;
  run(db: Db, userId: string, dueAt: Date, deps: JobDeps): Promise<PushPayload | null>;
};

export type DailyJobKinds = Readonly<Record<string, DailyJobKind>>;

/**
 * Makes sure each daily kind that is on has the agent's next one scheduled (today's, if its time
 * is still to come, else tomorrow's), keyed by the agent's day so that a day has one at most.
 * `isMoving` first cancels the pending ones: the time, the quiet hours or the zone changed.
 */
export async function ensureDailyJobs(
  db: Db,
  userId: string,
  { settings, timeZone }: AgentNotifications,
  kinds: DailyJobKinds,
  now: Date,
  isMoving = false,
) {
  for (const [kind, daily] of Object.entries(kinds)) {
    if (isMoving || !daily.isOn(settings)) {
      await cancelPendingOfKind(db, userId, kind);
    }
    const next = nextDailyAt(settings.morningTime, timeZone, now);
    if (!daily.isOn(settings) || !next) {
      continue;
    }
    // Never armed again: a day that had its notification gets no second one.
    const key = dailyKey(kind, userId, next.day);
    const dueAt = afterQuietHours(next.at, settings, timeZone);
    await scheduleJobs(db, [{ userId, kind, key, dueAt }], { canRearm: false });
  }
}

/**
 * When the job after `key`'s may come: from the start of the next day in the agent's zone (or
 * now, if later), so that a job run early (or late) never plans its own day again.
 */
export function afterDailyJob(key: string, timeZone: string, now: Date): Date {
  const day = key.slice(-"YYYY-MM-DD".length);
  const nextDay = wallClockToUtc({ date: addDays(day, 1), time: "00:00" }, timeZone);
  return nextDay && nextDay.getTime() > now.getTime() ? nextDay : now;
}

function dailyKey(kind: string, userId: string, day: string) {
  return `${kind}:${userId}:${day}`;
}
