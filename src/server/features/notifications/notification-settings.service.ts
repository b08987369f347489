import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
} from "@shared/schemas/notifications";
import { type Placeholder, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { preparedSql } from "../../db/prepared";
import { notificationSettings } from "../../db/schema/notification-settings";
import { savedTimeZoneOf, zoneOfAgent } from "../activities/agent-time-zone";

export type AgentNotifications = { settings: NotificationSettings; timeZone: string };

/** What the agent's notifications need of the database, as it is stored. */
export type AgentNotificationRow = {
  settings: Partial<NotificationSettings> | null;
  savedZone: string | null;
  deviceZone: string | null;
};

/**
 * The agent's saved settings and zones as columns, for a statement that reads them beside what
 * else a write needs: they are read for every write that schedules a reminder or a notice (issue
 * #32).
 */
export function agentNotificationColumns(userId: Placeholder) {
  return sql`
    (select settings from ${notificationSettings} where user_id = ${userId}) as settings,
    (select time_zone from ${notificationSettings} where user_id = ${userId}) as "deviceZone",
    ${savedTimeZoneOf(userId)} as "savedZone"`;
}

const agentNotificationRow = preparedSql<AgentNotificationRow>(
  "get_agent_notifications",
  sql`select ${agentNotificationColumns(sql.placeholder("userId"))}`,
);

/**
 * The agent's settings (the defaults until saved) and the zone their wall-clock times are in:
 * the one saved in Settings (agentTimeZone), else the zone their devices last said, else UTC.
 */
export async function readAgentNotifications(db: Db, userId: string): Promise<AgentNotifications> {
  const [row] = await agentNotificationRow(db, { userId });
  return agentNotificationsOf(row);
}

/** The agent's notifications from their stored row (none saved: the defaults). */
export function agentNotificationsOf(row: AgentNotificationRow | undefined): AgentNotifications {
  return {
    settings: { ...DEFAULT_NOTIFICATION_SETTINGS, ...row?.settings },
    timeZone: zoneOfAgent(row?.savedZone, row?.deviceZone ?? undefined),
  };
}

/** Saves the settings, and the browser's zone when it said one. */
export async function saveSettings(
  db: Db,
  userId: string,
  settings: NotificationSettings,
  browserZone: string | undefined,
) {
  await db
    .insert(notificationSettings)
    .values({ userId, settings, timeZone: browserZone })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { settings, ...(browserZone ? { timeZone: browserZone } : {}) },
    });
}

/** Remembers the browser's zone (a device subscribing), keeping the settings as they are. */
export async function rememberZone(db: Db, userId: string, browserZone: string | undefined) {
  if (!browserZone) {
    return;
  }
  await db
    .insert(notificationSettings)
    .values({ userId, settings: DEFAULT_NOTIFICATION_SETTINGS, timeZone: browserZone })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { timeZone: browserZone } });
}
