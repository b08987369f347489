import { FOLLOW_UPS_TITLE, followUpsText } from "@shared/domain/notification-texts";
import { wallClockAt } from "@shared/domain/wall-clock";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { clients } from "../../db/schema/clients";
import type { DailyJobKind } from "./daily-jobs";
import { readAgentNotifications } from "./notification-settings.service";

/** Names the notification shows; the rest are counted. */
const NAMES = 3;

/** 'Follow-ups due today' at the morning time: the clients due (or overdue), none when none is. */
export const followUpsDue: DailyJobKind = {
  isOn: (settings) => settings.followUps,
  async run(db, userId, dueAt) {
    const { timeZone } = await readAgentNotifications(db, userId);
    const today = wallClockAt(dueAt, timeZone).date;
    const due = and(eq(clients.userId, userId), lte(clients.nextFollowUpDate, today));
    const rows = await db
      .select({ name: clients.name, count: sql<number>`(count(*) over ())::int` })
      .from(clients)
      .where(due)
      .orderBy(asc(clients.nextFollowUpDate), asc(clients.nextFollowUpTime), asc(clients.name))
      .limit(NAMES);
    const body = followUpsText(
      rows.map((row) => row.name),
      rows[0]?.count ?? 0,
    );
    return body === null
      ? null
      : { title: FOLLOW_UPS_TITLE, body, url: "/today", tag: `follow-ups:${today}` };
  },
};
