import { appointmentReminders, OPEN_APPOINTMENT_STATUSES } from "@shared/domain/appointments";
import { capitalize } from "@shared/domain/capitalize";
import { type CountryCode, DEFAULT_SETTINGS } from "@shared/domain/format";
import { phoneSearchDigits } from "@shared/domain/phone-search";
import type { WallClock } from "@shared/domain/wall-clock";
import type { AppointmentInput, AppointmentUpdate } from "@shared/schemas/appointment";
import type { AppointmentListQuery } from "@shared/schemas/list-query";
import {
  type AnyColumn,
  and,
  asc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/db";
import { listJsonOf, listJsonWhere } from "../../db/json-rows";
import { containing, pageOf, phoneDigitsContain, wholeList } from "../../db/list-page";
import { preparedSql } from "../../db/prepared";
import { appointments } from "../../db/schema/appointments";
import { clients } from "../../db/schema/clients";
import { properties } from "../../db/schema/properties";
import { found } from "../../http/found";
import { isNoneOrOwn, linkNotFound } from "../../http/owned-row";
import type { RequestClock } from "../../http/request-clock";
import { logActivities, type SystemActivity } from "../activities/activity-log";
import { zoneOfAgent } from "../activities/agent-time-zone";
import { cancelReminder, scheduleReminder } from "../notifications/appointment-reminders";
import {
  type AgentNotificationRow,
  agentNotificationColumns,
  agentNotificationsOf,
} from "../notifications/notification-settings.service";
import { advancePairs } from "../pairs/pair-statuses.service";

// The edit count is the calendar feed's (SEQUENCE), not part of the record the app shows.
const { userId: _owner, sequence: _edits, ...publicColumns } = getTableColumns(appointments);

const SOONEST_FIRST = [asc(appointments.date), asc(appointments.time), asc(appointments.id)];
const scheduleKey = sql<
  string[]
>`array[${appointments.date}::text, ${appointments.time}, ${appointments.id}::text]`;

/**
 * The whole soonest-first list as the JSON the route sends, built by the database (decision 038),
 * or its rows with these ids (decision 039).
 */
export const appointmentsListJson = listJsonOf(
  "appointments",
  appointments,
  publicColumns,
  SOONEST_FIRST,
);

/**
 * The scheduled and rescheduled appointments alone, soonest first, as the same JSON: what the
 * dashboard keeps, without the history of visits done, which only grows.
 */
export const openAppointmentsJson = listJsonWhere(
  "open_appointments",
  appointments,
  publicColumns,
  SOONEST_FIRST,
  inArray(appointments.status, [...OPEN_APPOINTMENT_STATUSES]),
);

/**
 * The agent's appointments by date and time, soonest first (SPEC: the list's order): all of
 * them, or a page when `limit` is given. The search also reads the linked client's name and
 * property's title, as the list page does, and the client's and owner's phones however they are
 * typed (read with the agent's `country`). A page brings what its cards show of each client and
 * property, since a large account's browser does not load those lists whole.
 */
export async function listAppointments(
  db: Db,
  userId: string,
  query: AppointmentListQuery,
  country: CountryCode = DEFAULT_SETTINGS.country,
) {
  const { limit, cursor, q, status, clientId } = query;
  const chosen = and(
    eq(appointments.userId, userId),
    status && eq(appointments.status, status),
    clientId === undefined ? undefined : eq(appointments.clientId, clientId),
    q === undefined
      ? undefined
      : or(
          ...[appointments.title, appointments.location, appointments.notes].map((column) =>
            ilike(column, containing(q)),
          ),
          linkedTextContains(clients.name, clients.id, appointments.clientId, q),
          linkedTextContains(properties.title, properties.id, appointments.propertyId, q),
          ...linkedPhoneContains(q, country),
        ),
  );
  if (limit === undefined) {
    return db
      .select(publicColumns)
      .from(appointments)
      .where(chosen)
      .orderBy(...SOONEST_FIRST);
  }
  const after =
    cursor &&
    sql`(${appointments.date}, ${appointments.time}, ${appointments.id}) > (${cursor[0]}::date, ${cursor[1]}, ${cursor[2]}::uuid)`;
  const rows = await db
    .select({
      ...publicColumns,
      client: { name: clients.name, phone: clients.phone },
      property: {
        title: properties.title,
        ownerName: properties.ownerName,
        ownerPhone: properties.ownerPhone,
      },
      pageKey: scheduleKey,
    })
    .from(appointments)
    .leftJoin(clients, eq(clients.id, appointments.clientId))
    .leftJoin(properties, eq(properties.id, appointments.propertyId))
    .where(and(chosen, after))
    .orderBy(...SOONEST_FIRST)
    .limit(limit + 1);
  return pageOf(rows, limit);
}

/** SPEC section 8's reminders at the agent's `now`, by the same rules the list page applies. */
export async function listReminders(db: Db, userId: string, now: WallClock) {
  return appointmentReminders(wholeList(await listAppointments(db, userId, {})), now);
}

export async function getAppointment(db: Db, userId: string, id: string) {
  return found(
    await db.select(publicColumns).from(appointments).where(owned(userId, id)),
    "Appointment",
  );
}

/** Schedules an appointment, logged on its client's (and listing's) timeline. */
export async function createAppointment(
  db: Db,
  userId: string,
  input: AppointmentInput,
  clock: RequestClock,
) {
  const agent = await ownParticipantsAndAgent(db, userId, input, clock.browserZone);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(appointments)
      .values({ ...input, userId })
      .returning(publicColumns);
    if (row) {
      const moves = await movePairByVisit(tx, userId, row, clock);
      const scheduled = appointmentActivity(row, `Scheduled: ${row.title}`);
      await logActivities(tx, userId, [scheduled, ...moves], clock, agent.timeZone);
      await scheduleReminder(tx, userId, row, clock.now, agent.notifications);
    }
    return row;
  });
}

/** Changes an appointment; a change of status is logged on the timelines. */
export async function updateAppointment(
  db: Db,
  userId: string,
  id: string,
  patch: AppointmentUpdate,
  clock: RequestClock,
) {
  // A PATCH that names no known field changes nothing (and Drizzle refuses an empty SET).
  if (Object.keys(patch).length === 0) {
    return getAppointment(db, userId, id);
  }
  const agent = await ownParticipantsAndAgent(db, userId, patch, clock.browserZone);
  return db.transaction(async (tx) => {
    const before = patch.status === undefined ? undefined : await getAppointment(tx, userId, id);
    const row = found(
      await tx
        .update(appointments)
        .set({ ...patch, sequence: sql`${appointments.sequence} + 1` })
        .where(owned(userId, id))
        .returning(publicColumns),
      "Appointment",
    );
    const entries: SystemActivity[] = [];
    if (before && before.status !== row.status) {
      // A visit held is a contact; one missed or moved is not.
      const entry = appointmentActivity(row, `${row.title}: ${capitalize(row.status)}`);
      entries.push({ ...entry, isContact: row.status === "completed" });
    }
    if (VISIT_FIELDS.some((field) => field in patch)) {
      entries.push(...(await movePairByVisit(tx, userId, row, clock)));
    }
    await logActivities(tx, userId, entries, clock, agent.timeZone);
    await scheduleReminder(tx, userId, row, clock.now, agent.notifications);
    return row;
  });
}

/** The fields whose change may book or hold a pair's visit. */
const VISIT_FIELDS = ["status", "process", "clientId", "propertyId"] as const;

/**
 * A 'Property Visit' naming a client and a listing books the pair's visit; marked completed, the
 * pair is visited (never moving a pair back). Returns the moves' timeline entries, to be logged.
 */
async function movePairByVisit(
  db: Db,
  userId: string,
  row: { process: string; status: string; clientId: string | null; propertyId: string | null },
  clock: RequestClock,
): Promise<SystemActivity[]> {
  if (row.process !== "Property Visit" || !row.clientId || !row.propertyId) {
    return [];
  }
  const pair = { clientId: row.clientId, propertyId: row.propertyId };
  if (row.status === "completed") {
    return advancePairs(db, userId, [pair], "visited", clock);
  }
  if (row.status === "scheduled") {
    return advancePairs(db, userId, [pair], "visit-booked", clock);
  }
  return [];
}

function appointmentActivity(
  row: { id: string; clientId: string | null; propertyId: string | null },
  text: string,
): SystemActivity {
  return {
    kind: "appointment",
    text,
    clientId: row.clientId,
    propertyId: row.propertyId,
    appointmentId: row.id,
  };
}

export async function deleteAppointment(db: Db, userId: string, id: string) {
  return db.transaction(async (tx) => {
    const row = found(
      await tx.delete(appointments).where(owned(userId, id)).returning(publicColumns),
      "Appointment",
    );
    await cancelReminder(tx, userId, id);
    return row;
  });
}

function owned(userId: string, id: string) {
  return and(eq(appointments.userId, userId), eq(appointments.id, id));
}

/** The linked record's text contains `search` (the link only ever names the agent's own record). */
function linkedTextContains(text: AnyColumn, id: AnyColumn, link: AnyColumn, search: string) {
  return sql`exists (select 1 from ${text.table} where ${id} = ${link} and ${ilike(text, containing(search))})`;
}

/** The appointment's client's or its listing owner's phone holds what the search typed. */
function linkedPhoneContains(search: string, country: CountryCode): SQL[] {
  const keys = phoneSearchDigits(search, country);
  if (keys.length === 0) {
    return [];
  }
  const linked = (phone: AnyColumn, id: AnyColumn, link: AnyColumn) =>
    sql`exists (select 1 from ${phone.table} where ${id} = ${link} and ${phoneDigitsContain(phone, keys)})`;
  return [
    linked(clients.phone, clients.id, appointments.clientId),
    linked(properties.ownerPhone, properties.id, appointments.propertyId),
  ];
}

const participant = {
  userId: sql.placeholder("userId"),
  clientId: sql.placeholder("clientId"),
  propertyId: sql.placeholder("propertyId"),
};

/**
 * Whether the client and the listing an appointment names are the agent's own (or none is
 * named), and what its writes need of the agent: their notification settings and zones. One
 * statement before the write, where the two checks and the two reads of the agent were four
 * round trips (issue #32).
 */
const participantsAndAgent = preparedSql<
  { isOwnClient: boolean; isOwnProperty: boolean } & AgentNotificationRow
>(
  "appointment_participants_and_agent",
  sql`select
    ${isNoneOrOwn(clients, participant.userId, participant.clientId)} as "isOwnClient",
    ${isNoneOrOwn(properties, participant.userId, participant.propertyId)} as "isOwnProperty",
    ${agentNotificationColumns(participant.userId)}`,
);

/**
 * The client and listing an appointment names must be the agent's own (400 on the field that is
 * not, as `assertOwnRow` says it); gives the agent's reminders and the zone contacts count in.
 */
async function ownParticipantsAndAgent(
  db: Db,
  userId: string,
  { clientId, propertyId }: { clientId?: string | null; propertyId?: string | null },
  browserZone: string | undefined,
) {
  const [row] = await participantsAndAgent(db, {
    userId,
    clientId: clientId ?? null,
    propertyId: propertyId ?? null,
  });
  if (!row?.isOwnClient) {
    throw linkNotFound("clientId", "Client");
  }
  if (!row.isOwnProperty) {
    throw linkNotFound("propertyId", "Property");
  }
  return {
    notifications: agentNotificationsOf(row),
    timeZone: zoneOfAgent(row.savedZone, browserZone),
  };
}
