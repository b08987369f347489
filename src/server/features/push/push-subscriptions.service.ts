import type { PushDevice, PushSubscriptionInput } from "@shared/schemas/notifications";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { pushSubscriptions } from "../../db/schema/push-subscriptions";
import { found } from "../../http/found";
import type { PushTarget, SendOutcome } from "./push-sender";

const deviceColumns = {
  id: pushSubscriptions.id,
  label: pushSubscriptions.label,
  createdAt: pushSubscriptions.createdAt,
};

/** The agent's devices, newest first: never their endpoints or keys. */
export async function listDevices(db: Db, userId: string): Promise<PushDevice[]> {
  const rows = await db
    .select(deviceColumns)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  return rows.map(shown);
}

/**
 * Subscribes a device: a new endpoint is a new device; one known already (this account's or
 * another's: a device belongs to whoever subscribed it last) gets the new keys and name.
 * Another account's row is reached only in that endpoint's scope (migration 0025).
 */
export async function saveSubscription(db: Db, userId: string, input: PushSubscriptionInput) {
  const values = {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    label: input.label,
    failures: 0,
    lastFailureAt: null,
  };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.push_endpoint', ${input.endpoint}, true)`);
    const [moved] = await tx
      .update(pushSubscriptions)
      .set(values)
      .where(eq(pushSubscriptions.endpoint, input.endpoint))
      .returning(deviceColumns);
    await tx.execute(sql`select set_config('app.push_endpoint', '', true)`);
    if (moved) {
      return { device: shown(moved), isNew: false };
    }
    const [created] = await tx.insert(pushSubscriptions).values(values).returning(deviceColumns);
    return { device: shown(found(created ? [created] : [], "Device")), isNew: true };
  });
}

export async function removeDevice(db: Db, userId: string, id: string) {
  found(
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)))
      .returning({ id: pushSubscriptions.id }),
    "Device",
  );
}

export type Device = PushTarget & { id: string; failures: number };

/** Where to send the agent's notifications: each of their devices. */
export async function deviceTargets(db: Db, userId: string): Promise<Device[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      failures: pushSubscriptions.failures,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

/**
 * Keeps the books after a send: a device the push service no longer knows is removed; failures
 * in a row are counted, and a device failing for ever is given up at MAX_FAILURES. A device that
 * took it and had not failed before needs nothing written.
 */
export async function recordOutcome(db: Db, userId: string, device: Device, outcome: SendOutcome) {
  const own = and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, device.id));
  if (outcome === "sent") {
    if (device.failures > 0) {
      await db.update(pushSubscriptions).set({ failures: 0, lastFailureAt: null }).where(own);
    }
    return;
  }
  if (outcome === "gone") {
    await db.delete(pushSubscriptions).where(own);
    return;
  }
  const [row] = await db
    .update(pushSubscriptions)
    .set({ failures: sql`${pushSubscriptions.failures} + 1`, lastFailureAt: new Date() })
    .where(own)
    .returning({ failures: pushSubscriptions.failures });
  if (row && row.failures >= MAX_FAILURES) {
    await db.delete(pushSubscriptions).where(own);
  }
}

/** Sends failed in a row (each after its retries) before a device is given up. */
const MAX_FAILURES = 20;

function shown(row: { id: string; label: string; createdAt: Date }): PushDevice {
  return { id: row.id, label: row.label, createdAt: row.createdAt.toISOString() };
}
