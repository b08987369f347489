import type { DailyJobKinds } from "./daily-jobs";
import { followUpsDue } from "./follow-ups-due";

/**
 * The jobs every agent gets once a day at their morning time, by kind (the kind is stored with
 * each job). A new one is a line here; the scheduler runs whatever this names.
 */
export const DAILY_JOB_KINDS: DailyJobKinds = {
  "follow-ups": followUpsDue,
};
