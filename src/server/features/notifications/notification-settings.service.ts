import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
} from "@shared/schemas/notifications";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/db";
import { notificationSettings } from "../../db/schema/notification-settings";
import { agentTimeZone } from "../activities/agent-time-zone";

export type AgentNotifications = { settings: NotificationSettings; timeZone: string };

/** The agent's settings (the defaults until saved) and the zone their wall-clock times are in. */
export async function readAgentNotifications(db: Db, userId: string): Promise<AgentNotifications> {
  const [row] = await db
    .select({ settings: notificationSettings.settings, timeZone: notificationSettings.timeZone })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return {
    settings: { ...DEFAULT_NOTIFICATION_SETTINGS, ...row?.settings },
    timeZone: await agentTimeZone(db, userId, row?.timeZone ?? undefined),
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
