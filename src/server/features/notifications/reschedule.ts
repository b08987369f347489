import type { Db } from "../../db/db";
import { syncReminders } from "./appointment-reminders";
import { DAILY_JOB_KINDS } from "./daily-job-kinds";
import { ensureDailyJobs } from "./daily-jobs";
import { readAgentNotifications } from "./notification-settings.service";

/**
 * Moves what is pending for the agent after their settings or their zone changed: the
 * reminders of their upcoming appointments and their next daily notifications.
 */
export async function rescheduleNotifications(db: Db, userId: string, now: Date) {
  const agent = await readAgentNotifications(db, userId);
  await syncReminders(db, userId, agent, now);
  await ensureDailyJobs(db, userId, agent, DAILY_JOB_KINDS, now, true);
}
