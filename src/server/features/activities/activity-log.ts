import { type ActivityKind, isContact } from "@shared/domain/activities";
import { FOLLOW_UP_CADENCES, nextByCadence } from "@shared/domain/follow-ups";
import { wallClockAt } from "@shared/domain/wall-clock";
import { and, eq, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { preparedPerDb } from "../../db/prepared";
import { activities } from "../../db/schema/activities";
import { clients } from "../../db/schema/clients";
import type { RequestClock } from "../../http/request-clock";
import { agentTimeZone } from "./agent-time-zone";

/**
 * What the app logs by itself beside another change, in that change's transaction: a new
 * appointment, a status changed, a listing shared, a client imported. `timeZone` is the agent's
 * (agentTimeZone), when the caller has read it already.
 */
export async function logActivities(
  db: Db,
  userId: string,
  entries: SystemActivity[],
  { now, browserZone }: RequestClock,
  timeZone?: string,
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
  const zone = timeZone ?? (await agentTimeZone(db, userId, browserZone));
  for (const clientId of contacted) {
    await recordContact(db, userId, clientId, now, zone);
  }
}

/**
 * A contact at `at` becomes the client's 'Last contact' unless a later one is logged already;
 * then, with a cadence, the next follow-up is the contact's day (in the agent's zone) plus it.
 * One statement, prepared once (its SQL text cost more than the write, issue #32): the next day
 * is worked out here for every cadence (`contactValues`), the database takes the client's.
 */
export function recordContact(
  db: Db,
  userId: string,
  clientId: string,
  at: Date,
  timeZone: string,
) {
  return recordContactStatement(db).execute(contactValues(userId, clientId, at, timeZone));
}

const recordContactStatement = preparedPerDb((db) => contactUpdate(db).prepare("record_contact"));

/**
 * `recordContact`'s update with its values as placeholders, for a statement that holds it in a
 * `WITH`; `onlyIf` may hold it back.
 */
export function contactUpdate(db: Db, onlyIf?: SQL) {
  const at = sql`${sql.placeholder("at")}::timestamptz`;
  const nextByClientCadence = sql`(${sql.placeholder("nextByCadence")}::jsonb ->> ${clients.followUpCadence})`;
  return db
    .update(clients)
    .set({
      lastContactAt: at,
      nextFollowUpDate: sql`coalesce(${nextByClientCadence}::date, ${clients.nextFollowUpDate})`,
      nextFollowUpTime: sql`case when ${nextByClientCadence} is null then ${clients.nextFollowUpTime} end`,
      // Given, or Drizzle's $onUpdate would write the time the statement was prepared.
      updatedAt: sql`${sql.placeholder("updatedAt")}::timestamptz`,
    })
    .where(
      and(
        eq(clients.userId, sql.placeholder("userId")),
        eq(clients.id, sql.placeholder("clientId")),
        or(isNull(clients.lastContactAt), lte(clients.lastContactAt, at)),
        onlyIf,
      ),
    );
}

/** The values of `contactUpdate`'s placeholders. */
export function contactValues(userId: string, clientId: string, at: Date, timeZone: string) {
  const contactDay = wallClockAt(at, timeZone).date;
  const nextDays = Object.fromEntries(
    FOLLOW_UP_CADENCES.map((cadence) => [cadence, nextByCadence(contactDay, cadence)]),
  );
  return {
    userId,
    clientId,
    at: at.toISOString(),
    nextByCadence: JSON.stringify(nextDays),
    updatedAt: new Date().toISOString(),
  };
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
