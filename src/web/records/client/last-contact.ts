import { lastContactText } from "@shared/domain/follow-ups";
import { localWallClockAt } from "@shared/domain/wall-clock";

/** 'Last contact' as the agent's own calendar counts it: 'Today', '3 days ago', 'Never'. */
export function lastContactLabel(lastContactAt: string | null, now = new Date()): string {
  const day = lastContactAt === null ? null : localWallClockAt(new Date(lastContactAt)).date;
  return lastContactText(day, localWallClockAt(now).date);
}
