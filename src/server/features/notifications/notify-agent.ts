import { randomUUID } from "node:crypto";
import { afterQuietHours } from "@shared/domain/notification-times";
import type { PushPayload } from "@shared/schemas/notifications";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/db";
import { pushSubscriptions } from "../../db/schema/push-subscriptions";
import { scheduleJob } from "./notification-jobs.service";
import { readAgentNotifications } from "./notification-settings.service";

/** The notifications sent as things happen: 'New leads and client answers' in Settings. */
export type ImmediateKind = "leads";

/**
 * Notifies the agent's devices of something that just happened (a new lead, a client's answer
 * or visit request), as soon as the scheduler picks it up, or when quiet hours end. Nothing when
 * the agent turned the kind off or has no device. Call it inside the transaction that records
 * the event: the notification is then written with it, or not at all.
 */
export async function notifyAgent(
  db: Db,
  userId: string,
  payload: PushPayload,
  kind: ImmediateKind,
  now = new Date(),
) {
  const { settings, timeZone } = await readAgentNotifications(db, userId);
  if (!settings[kind]) {
    return;
  }
  const [device] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .limit(1);
  if (!device) {
    return;
  }
  await scheduleJob(db, {
    userId,
    kind,
    key: `${kind}:${randomUUID()}`,
    dueAt: afterQuietHours(now, settings, timeZone),
    payload,
  });
}
