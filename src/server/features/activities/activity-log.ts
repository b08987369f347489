import { type ActivityKind, isContact } from "@shared/domain/activities";
import { nextByCadence } from "@shared/domain/follow-ups";
import { wallClockAt } from "@shared/domain/wall-clock";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/db";
import { activities } from "../../db/schema/activities";
import { clients } from "../../db/schema/clients";
import type { RequestClock } from "../../http/request-clock";
import { agentTimeZone } from "./agent-time-zone";

/**
 * What the app logs by itself beside another change, in that change's transaction: a new
 * appointment, a status changed, a listing shared, a client imported.
 */
export async function logActivities(
  db: Db,
  userId: string,
  entries: SystemActivity[],
  { now, browserZone }: RequestClock,
) {
  if (entries.length === 0) {
    return;
  }
  await db
    .insert(activities)
    .values(entries.map(({ isContact: _c, ...entry }) => ({ ...entry, happenedAt: now, userId })));
  const contacted = entries.filter(
    (entry) => entry.clientId && (entry.isContact ?? isContact(entry.kind)),
  );
  if (contacted.length === 0) {
    return;
  }
  const timeZone = await agentTimeZone(db, userId, browserZone);
  for (const { clientId } of contacted) {
    await recordContact(db, userId, clientId as string, now, timeZone);
  }
}

/**
 * A contact at `at` becomes the client's 'Last contact' unless a later one is logged already;
 * then, with a cadence, the next follow-up is the contact's day (in the agent's zone) plus it.
 */
export async function recordContact(
  db: Db,
  userId: string,
  clientId: string,
  at: Date,
  timeZone: string,
) {
  const [client] = await db
    .select({ lastContactAt: clients.lastContactAt, cadence: clients.followUpCadence })
    .from(clients)
    .where(and(eq(clients.userId, userId), eq(clients.id, clientId)));
  if (!client || (client.lastContactAt && client.lastContactAt > at)) {
    return;
  }
  const next = nextByCadence(wallClockAt(at, timeZone).date, client.cadence);
  await db
    .update(clients)
    .set({
      lastContactAt: at,
      ...(next === null ? {} : { nextFollowUpDate: next, nextFollowUpTime: null }),
    })
    .where(and(eq(clients.userId, userId), eq(clients.id, clientId)));
}

export type SystemActivity = {
  kind: ActivityKind;
  text: string;
  clientId?: string | null;
  propertyId?: string | null;
  appointmentId?: string | null;
  /** Overrides the kind's rule, e.g. a visit marked missed is no contact. */
  isContact?: boolean;
};
