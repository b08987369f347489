import { type ActivityKind, isContact } from "@shared/domain/activities";
import { FOLLOW_UP_CADENCES, nextByCadence } from "@shared/domain/follow-ups";
import { wallClockAt } from "@shared/domain/wall-clock";
import { and, eq, isNull, lte, or, type SQL, sql } from "drizzle-orm";
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
  const contacted = new Set(
    entries.flatMap((entry) =>
      entry.clientId && (entry.isContact ?? isContact(entry.kind)) ? [entry.clientId] : [],
    ),
  );
  if (contacted.size === 0) {
    return;
  }
  const timeZone = await agentTimeZone(db, userId, browserZone);
  for (const clientId of contacted) {
    await recordContact(db, userId, clientId, now, timeZone);
  }
}

/**
 * A contact at `at` becomes the client's 'Last contact' unless a later one is logged already;
 * then, with a cadence, the next follow-up is the contact's day (in the agent's zone) plus it.
 * One statement: the next day is worked out here for every cadence, the database takes the
 * client's (a write transaction holds its pooled connection for each round trip, issue #32).
 * Awaited, it runs alone; inside another statement (a `WITH`), `onlyIf` may hold it back.
 */
export function recordContact(
  db: Db,
  userId: string,
  clientId: string,
  at: Date,
  timeZone: string,
  onlyIf?: SQL,
) {
  const contactDay = wallClockAt(at, timeZone).date;
  const nextByClientCadence = sql`(${JSON.stringify(
    Object.fromEntries(
      FOLLOW_UP_CADENCES.map((cadence) => [cadence, nextByCadence(contactDay, cadence)]),
    ),
  )}::jsonb ->> ${clients.followUpCadence})`;
  return db
    .update(clients)
    .set({
      lastContactAt: at,
      nextFollowUpDate: sql`coalesce(${nextByClientCadence}::date, ${clients.nextFollowUpDate})`,
      nextFollowUpTime: sql`case when ${nextByClientCadence} is null then ${clients.nextFollowUpTime} end`,
    })
    .where(
      and(
        eq(clients.userId, userId),
        eq(clients.id, clientId),
        or(isNull(clients.lastContactAt), lte(clients.lastContactAt, at)),
        onlyIf,
      ),
    );
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
