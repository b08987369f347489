/**
 * The Today list (docs/decisions/026): what the agent should do today, computed by the server in
 * their time zone, and how each row says why it is there.
 */

import type { ActivityKind, CallOutcome } from "./activities";
import { formatClockTime } from "./date-format";
import type { TodaySection } from "./today-sections";

/** High-interest clients with no contact for this many days (and no follow-up) are going cold. */
export const GOING_COLD_DAYS = 14;
/** Rows a section brings at most; its count says how many there are in all. */
export const TODAY_SECTION_LIMIT = 100;
/** Leads that arrived this many days ago or less, and nobody contacted yet, are new. */
export const NEW_LEAD_DAYS = 7;

export type TodayClient = {
  id: string;
  title: string;
  name: string;
  phone: string;
  email: string;
  lastContactAt: string | null;
};

export type LastActivity = {
  kind: ActivityKind;
  happenedAt: string;
  text: string;
  outcome: CallOutcome | null;
};

type RowBase = { key: string; lastActivity: LastActivity | null };

export type TodayRow =
  | (RowBase & {
      reason: "follow-up";
      client: TodayClient;
      date: string;
      time: string | null;
      note: string;
      overdueDays: number;
    })
  | (RowBase & {
      reason: "appointment";
      client: TodayClient | null;
      appointment: { id: string; title: string; date: string; time: string; process: string };
      overdueDays: number;
    })
  | (RowBase & { reason: "going-cold"; client: TodayClient; daysSinceContact: number })
  | (RowBase & { reason: "new-lead"; client: TodayClient; source: string; arrivedAt: string });

export type TodayList = {
  /** The agent's today, 'YYYY-MM-DD'. */
  date: string;
  timeZone: string;
  sections: Record<TodaySection, { rows: TodayRow[]; count: number }>;
};

/** Why a row is on the list: 'Follow-up due', 'Overdue by 3 days', 'Property Visit at 4:30 PM'. */
export function todayReason(row: TodayRow): string {
  switch (row.reason) {
    case "follow-up":
      return row.overdueDays > 0 ? overdueBy(row.overdueDays) : "Follow-up due";
    case "appointment":
      return row.overdueDays > 0
        ? `${row.appointment.process} ${overdueBy(row.overdueDays).toLowerCase()}`
        : `${row.appointment.process} at ${formatClockTime(row.appointment.time)}`;
    case "going-cold":
      return `No contact for ${row.daysSinceContact} days`;
    case "new-lead":
      return "New lead";
  }
}

/** How many rows the list has in all, for the dashboard's Today card. */
export function todayTotal(list: TodayList): number {
  const { newLeads, overdue, today, goingCold } = list.sections;
  return newLeads.count + overdue.count + today.count + goingCold.count;
}

function overdueBy(days: number): string {
  return `Overdue by ${days} ${days === 1 ? "day" : "days"}`;
}
