import { randomUUID } from "node:crypto";
import { isContact } from "@shared/domain/activities";
import type { ActivityInput, ActivityListQuery, ActivityUpdate } from "@shared/schemas/activity";
import { and, desc, eq, getTableColumns, type Placeholder, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { pageOf } from "../../db/list-page";
import { preparedPerDb, preparedSql } from "../../db/prepared";
import { activities } from "../../db/schema/activities";
import { appointments } from "../../db/schema/appointments";
import { clients } from "../../db/schema/clients";
import { properties } from "../../db/schema/properties";
import { HttpError } from "../../http/errors";
import { found } from "../../http/found";
import { isNoneOrOwn, linkNotFound, ownRowIds } from "../../http/owned-row";
import type { RequestClock } from "../../http/request-clock";
import { advancePairs } from "../pairs/pair-statuses.service";
import { contactUpdate, contactValues, logActivities, recordContact } from "./activity-log";
import { savedTimeZoneOf, zoneOfAgent } from "./agent-time-zone";

const { userId: _owner, ...publicColumns } = getTableColumns(activities);
/** A backdated activity may be years old; one in the future is a typo, bar a clock's drift. */
const FUTURE_SLACK_MS = 5 * 60_000;

const NEWEST_FIRST = [desc(activities.happenedAt), desc(activities.id)];
const happenedKey = sql<
  string[]
>`array[to_char(${activities.happenedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), ${activities.id}::text]`;

const pageColumns = { ...publicColumns, pageKey: happenedKey };

/** The first page of a client's or a listing's timeline, asked at every open of their page. */
const firstPageBy = (
  column: typeof activities.clientId | typeof activities.propertyId,
  name: string,
) =>
  preparedPerDb((db) =>
    db
      .select(pageColumns)
      .from(activities)
      .where(
        and(eq(activities.userId, sql.placeholder("userId")), eq(column, sql.placeholder("id"))),
      )
      .orderBy(...NEWEST_FIRST)
      .limit(sql.placeholder("limit"))
      .prepare(name),
  );
const firstPageByClient = firstPageBy(activities.clientId, "timeline_by_client");
const firstPageByProperty = firstPageBy(activities.propertyId, "timeline_by_property");

/** One client's or one property's timeline, newest first, a page at a time. */
export async function listActivities(db: Db, userId: string, query: ActivityListQuery) {
  const rows = await timelineRows(db, userId, query);
  // Another account's client or listing is not found, as on its own routes. The agent's own
  // activities name only the agent's own records, and only while they exist (a deleted client's
  // activities go with them, a deleted listing's lose its id): only an empty page needs the check.
  if (rows.length === 0 && query.clientId) {
    found(await ownRowIds(db, clients, userId, query.clientId), "Client");
  }
  if (rows.length === 0 && query.propertyId) {
    found(await ownRowIds(db, properties, userId, query.propertyId), "Property");
  }
  return pageOf(rows, query.limit);
}

function timelineRows(db: Db, userId: string, query: ActivityListQuery) {
  const { clientId, propertyId, limit, cursor } = query;
  const firstPage =
    cursor === undefined && (clientId === undefined) !== (propertyId === undefined)
      ? (clientId ? firstPageByClient : firstPageByProperty)(db)
      : undefined;
  return firstPage
    ? firstPage.execute({ userId, id: clientId ?? propertyId, limit: limit + 1 })
    : db
        .select(pageColumns)
        .from(activities)
        .where(
          and(
            eq(activities.userId, userId),
            clientId === undefined ? undefined : eq(activities.clientId, clientId),
            propertyId === undefined ? undefined : eq(activities.propertyId, propertyId),
            cursor &&
              sql`(${activities.happenedAt}, ${activities.id}) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`,
          ),
        )
        .orderBy(...NEWEST_FIRST)
        .limit(limit + 1);
}

/**
 * Logs what the agent did. The browser names the id, so a tap sent again (after being offline)
 * is stored once: the second answer is the first one's row, with `isNew` false. A contact with a
 * client moves their 'Last contact' and, by their cadence, their next follow-up.
 */
export async function logActivity(
  db: Db,
  userId: string,
  input: ActivityInput,
  { now, browserZone }: RequestClock,
) {
  const happenedAt = input.happenedAt === undefined ? now : new Date(input.happenedAt);
  if (happenedAt.getTime() > now.getTime() + FUTURE_SLACK_MS) {
    throw new HttpError(400, "An activity cannot happen in the future", [
      { path: "happenedAt", message: "An activity cannot happen in the future" },
    ]);
  }
  const timeZone = await ownLinksAndZone(db, userId, input, browserZone);
  const values = { ...input, happenedAt, userId };
  if (input.kind === "listing-shared" && input.clientId && input.propertyId) {
    return logListingShared(db, userId, values, { now: happenedAt, browserZone }, timeZone);
  }
  const activity = { ...values, id: input.id ?? randomUUID() };
  const [row] =
    input.clientId && isContact(input.kind)
      ? await logContactStatement(db).execute({
          ...activity,
          ...contactValues(userId, input.clientId, happenedAt, timeZone),
        })
      : await logStatement(db).execute(activity);
  return row
    ? { activity: row, isNew: true }
    : { activity: await replayed(db, userId, input.id), isNew: false };
}

const ACTIVITY_COLUMNS = [
  "id",
  "userId",
  "kind",
  "happenedAt",
  "text",
  "outcome",
  "clientId",
  "propertyId",
  "appointmentId",
] as const;

/**
 * The activity, unless its id is stored already (a tap sent again). Its values are placeholders:
 * the statements below are prepared once, their SQL text costing more than the write (issue #32).
 */
function insertActivity(db: Db) {
  const placeholders = Object.fromEntries(
    ACTIVITY_COLUMNS.map((column) => [column, sql.placeholder(column)]),
  ) as Record<(typeof ACTIVITY_COLUMNS)[number], Placeholder>;
  return db
    .$with("inserted")
    .as(
      db
        .insert(activities)
        .values(placeholders)
        .onConflictDoNothing({ target: activities.id })
        .returning(publicColumns),
    );
}

const logStatement = preparedPerDb((db) => {
  const inserted = insertActivity(db);
  return db.with(inserted).select().from(inserted).prepare("log_activity");
});

/**
 * A call, a message or a note with a client in one statement: the activity and the contact it
 * makes, recorded only if the activity was. No transaction holds a pooled connection from BEGIN
 * to COMMIT (issue #32).
 */
const logContactStatement = preparedPerDb((db) => {
  const inserted = insertActivity(db);
  const recorded = db
    .$with("recorded")
    .as(contactUpdate(db, sql`exists (select from inserted)`).returning({ id: clients.id }));
  return db.with(inserted, recorded).select().from(inserted).prepare("log_contact");
});

/** A listing shared with a client moves their pair to 'Sent', in the same transaction. */
async function logListingShared(
  db: Db,
  userId: string,
  values: typeof activities.$inferInsert,
  atShare: RequestClock,
  timeZone: string,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(activities)
      .values(values)
      .onConflictDoNothing({ target: activities.id })
      .returning(publicColumns);
    if (!row) {
      return { activity: await replayed(tx, userId, values.id), isNew: false };
    }
    if (row.clientId && row.propertyId) {
      await recordContact(tx, userId, row.clientId, atShare.now, timeZone);
      const pair = { clientId: row.clientId, propertyId: row.propertyId };
      const moves = await advancePairs(tx, userId, [pair], "sent", atShare, { isSent: true });
      await logActivities(tx, userId, moves, atShare);
    }
    return { activity: row, isNew: true };
  });
}

export async function updateActivity(db: Db, userId: string, id: string, patch: ActivityUpdate) {
  if (Object.keys(patch).length === 0) {
    return found(
      await db.select(publicColumns).from(activities).where(owned(userId, id)),
      "Activity",
    );
  }
  const { happenedAt, ...rest } = patch;
  return found(
    await db
      .update(activities)
      .set({ ...rest, ...(happenedAt === undefined ? {} : { happenedAt: new Date(happenedAt) }) })
      .where(owned(userId, id))
      .returning(publicColumns),
    "Activity",
  );
}

export async function deleteActivity(db: Db, userId: string, id: string) {
  return found(
    await db.delete(activities).where(owned(userId, id)).returning(publicColumns),
    "Activity",
  );
}

async function replayed(db: Db, userId: string, id: string | undefined) {
  const [row] = id ? await db.select(publicColumns).from(activities).where(owned(userId, id)) : [];
  if (!row) {
    throw new HttpError(409, "This activity id is taken: send a new one");
  }
  return row;
}

const link = {
  userId: sql.placeholder("userId"),
  clientId: sql.placeholder("clientId"),
  propertyId: sql.placeholder("propertyId"),
  appointmentId: sql.placeholder("appointmentId"),
};

/**
 * Whether each record the activity names is the agent's own (or none is named), and the time zone
 * saved in their Settings: one statement before the write, where each check and the zone were a
 * statement and a round trip of their own (issue #32).
 */
const linksAndZone = preparedSql<{
  isOwnClient: boolean;
  isOwnProperty: boolean;
  isOwnAppointment: boolean;
  savedTimeZone: string | null;
}>(
  "activity_links_and_zone",
  sql`select
    ${isNoneOrOwn(clients, link.userId, link.clientId)} as "isOwnClient",
    ${isNoneOrOwn(properties, link.userId, link.propertyId)} as "isOwnProperty",
    ${isNoneOrOwn(appointments, link.userId, link.appointmentId)} as "isOwnAppointment",
    ${savedTimeZoneOf(link.userId)} as "savedTimeZone"`,
);

/**
 * The records an activity names must be the agent's own (400 on the first that is not, as
 * `assertOwnRow` says it); gives the agent's time zone, the day a contact is counted in.
 */
async function ownLinksAndZone(db: Db, userId: string, input: ActivityInput, browserZone?: string) {
  const [row] = await linksAndZone(db, {
    userId,
    clientId: input.clientId ?? null,
    propertyId: input.propertyId ?? null,
    appointmentId: input.appointmentId ?? null,
  });
  if (!row?.isOwnClient) {
    throw linkNotFound("clientId", "Client");
  }
  if (!row.isOwnProperty) {
    throw linkNotFound("propertyId", "Property");
  }
  if (!row.isOwnAppointment) {
    throw linkNotFound("appointmentId", "Appointment");
  }
  return zoneOfAgent(row.savedTimeZone, browserZone);
}

function owned(userId: string, id: string) {
  return and(eq(activities.userId, userId), eq(activities.id, id));
}
