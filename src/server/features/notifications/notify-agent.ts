import { randomUUID } from "node:crypto";
import { afterQuietHours } from "@shared/domain/notification-times";
import type { PushPayload } from "@shared/schemas/notifications";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/db";
import { pushSubscriptions } from "../../db/schema/push-subscriptions";
import { scheduleJobs } from "./notification-jobs.service";
import { readAgentNotifications } from "./notification-settings.service";

/** The notifications sent as things happen: 'New leads and client answers' in Settings. */
export type ImmediateKind = "leads";

/**
 * Notifies the agent's devices of things that just happened (new leads, a client's answer or
 * visit request), one notification each, as soon as the scheduler picks them up, or when quiet
 * hours end. Nothing when the agent has no device or turned the kind off. Call it inside the
 * transaction that records the events: the notifications are then written with them, or not at all.
 */
export async function notifyAgent(
  db: Db,
  userId: string,
  payloads: PushPayload[],
  kind: ImmediateKind,
  now = new Date(),
) {
  if (payloads.length === 0) {
    return;
  }
  // Most agents have no device: one read then, not three.
  const [device] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .limit(1);
  if (!device) {
    return;
  }
  const { settings, timeZone } = await readAgentNotifications(db, userId);
  if (!settings[kind]) {
    return;
  }
  const dueAt = afterQuietHours(now, settings, timeZone);
  await scheduleJobs(
    db,
    payloads.map((payload) => ({ userId, kind, key: `${kind}:${randomUUID()}`, dueAt, payload })),
  );
}
