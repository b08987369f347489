import { createHash } from "node:crypto";
import { formatPhone } from "@shared/domain/phone-numbers";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { appointments } from "../../db/schema/appointments";
import { calendarFeeds } from "../../db/schema/calendar-feeds";
import { clients } from "../../db/schema/clients";
import { properties } from "../../db/schema/properties";
import { rescheduleNotifications } from "../notifications/reschedule";
import { newToken } from "../shares/shares.service";
import type { CalendarEntry } from "./appointment-calendar";

/** Changes whenever the feed's text would: bump it when appointment-calendar.ts writes differently. */
const FEED_FORMAT = "1";

const feedColumns = {
  token: calendarFeeds.token,
  timeZone: calendarFeeds.timeZone,
  createdAt: calendarFeeds.createdAt,
};

/** The agent's feed, or null while it is off. */
export async function getFeed(db: Db, userId: string) {
  const [feed] = await db
    .select(feedColumns)
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return feed ?? null;
}

/**
 * Turns the feed on in `timeZone`; a feed already on is kept as it is. The feed's zone is the
 * agent's (agent-time-zone.ts), so a new one moves their pending notifications, as a change does.
 */
export async function enableFeed(db: Db, userId: string, timeZone: string) {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(calendarFeeds)
      .values({ userId, token: newToken(), timeZone })
      .onConflictDoNothing({ target: calendarFeeds.userId })
      .returning(feedColumns);
    if (!created) {
      return { feed: await getFeed(tx, userId), isNew: false };
    }
    await rescheduleNotifications(tx, userId, new Date());
    return { feed: created, isNew: true };
  });
}

/** Writes the feed's events in another zone; null when the feed is off. */
export async function changeFeedZone(db: Db, userId: string, timeZone: string) {
  return db.transaction(async (tx) => {
    const [feed] = await tx
      .update(calendarFeeds)
      .set({ timeZone })
      .where(eq(calendarFeeds.userId, userId))
      .returning(feedColumns);
    await rescheduleNotifications(tx, userId, new Date());
    return feed ?? null;
  });
}

/** Turns the feed off: its token is gone, so its address answers 404 from now on. */
export async function disableFeed(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    await rescheduleNotifications(tx, userId, new Date());
  });
}

/** Whose feed a token opens, read in the token's own scope; null for an unknown token. */
export async function findFeed(db: Db, token: string) {
  const [feed] = await db
    .select({
      userId: calendarFeeds.userId,
      timeZone: calendarFeeds.timeZone,
      updatedAt: calendarFeeds.updatedAt,
    })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token, token));
  return feed ?? null;
}

export type FoundFeed = NonNullable<Awaited<ReturnType<typeof findFeed>>>;

/**
 * An ETag for the feed without writing it: an edit raises the sum of edit counts and a latest
 * change time, a deletion lowers a count (a deleted client or property unlinks without touching the appointment), and
 * a change of zone or address changes the feed's own row or the app's URL.
 */
export async function feedTag(db: Db, feed: FoundFeed, appUrl: string): Promise<string> {
  const [summary] = await db
    .select({
      state: sql<string>`concat_ws('|', count(*), sum(${appointments.sequence}), max(${appointments.updatedAt}), count(${clients.id}), max(${clients.updatedAt}), count(${properties.id}), max(${properties.updatedAt}))`,
    })
    .from(appointments)
    .leftJoin(clients, eq(clients.id, appointments.clientId))
    .leftJoin(properties, eq(properties.id, appointments.propertyId))
    .where(eq(appointments.userId, feed.userId));
  const state = [FEED_FORMAT, appUrl, feed.timeZone, feed.updatedAt.toISOString(), summary?.state];
  return `"${createHash("sha256").update(state.join("\n")).digest("base64url").slice(0, 27)}"`;
}

/** The agent's appointments (or the one named) with their client and property, soonest first. */
export async function calendarEntries(
  db: Db,
  userId: string,
  appointmentId?: string,
): Promise<CalendarEntry[]> {
  const rows = await db
    .select({
      id: appointments.id,
      title: appointments.title,
      date: appointments.date,
      time: appointments.time,
      location: appointments.location,
      process: appointments.process,
      status: appointments.status,
      notes: appointments.notes,
      sequence: appointments.sequence,
      updatedAt: appointments.updatedAt,
      clientName: clients.name,
      clientPhone: clients.phone,
      propertyId: properties.id,
      propertyTitle: properties.title,
    })
    .from(appointments)
    .leftJoin(clients, eq(clients.id, appointments.clientId))
    .leftJoin(properties, eq(properties.id, appointments.propertyId))
    .where(
      and(
        eq(appointments.userId, userId),
        appointmentId === undefined ? undefined : eq(appointments.id, appointmentId),
      ),
    )
    .orderBy(asc(appointments.date), asc(appointments.time), asc(appointments.id));
  return rows.map(({ clientName, clientPhone, propertyId, propertyTitle, ...row }) => ({
    ...row,
    client:
      clientName === null ? null : { name: clientName, phone: formatPhone(clientPhone ?? "") },
    property: propertyId === null ? null : { id: propertyId, title: propertyTitle ?? "" },
  }));
}
