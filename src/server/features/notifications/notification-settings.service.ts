import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
} from "@shared/schemas/notifications";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { preparedSql } from "../../db/prepared";
import { notificationSettings } from "../../db/schema/notification-settings";
import { savedTimeZoneOf, zoneOfAgent } from "../activities/agent-time-zone";

export type AgentNotifications = { settings: NotificationSettings; timeZone: string };

/**
 * The agent's saved settings and zones, in one round trip: it is read inside every write that
 * schedules a reminder or a notice (issue #32).
 */
const agentNotificationRow = preparedSql<{
  settings: Partial<NotificationSettings> | null;
  savedZone: string | null;
  deviceZone: string | null;
}>(
  "get_agent_notifications",
  sql`
    select
      (select settings from notification_settings where user_id = ${sql.placeholder("userId")}) as settings,
      (select time_zone from notification_settings where user_id = ${sql.placeholder("userId")}) as "deviceZone",
      ${savedTimeZoneOf(sql.placeholder("userId"))} as "savedZone"`,
);

/**
 * The agent's settings (the defaults until saved) and the zone their wall-clock times are in:
 * the one saved in Settings (agentTimeZone), else the zone their devices last said, else UTC.
 */
export async function readAgentNotifications(db: Db, userId: string): Promise<AgentNotifications> {
  const [row] = await agentNotificationRow(db, { userId });
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
