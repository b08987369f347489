import { statusChangeText } from "@shared/domain/activities";
import { type CountryCode, DEFAULT_SETTINGS } from "@shared/domain/format";
import { CLIENT_MATCH_FIELDS, changesMatching } from "@shared/domain/new-matches";
import { phoneSearchDigits } from "@shared/domain/phone-search";
import { wallClockAt } from "@shared/domain/wall-clock";
import type { ClientInput, ClientUpdate } from "@shared/schemas/client";
import type { ClientListQuery } from "@shared/schemas/list-query";
import {
  and,
  asc,
  eq,
  getTableColumns,
  ilike,
  lte,
  or,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/db";
import { listJsonOf } from "../../db/json-rows";
import {
  containing,
  newestFirst,
  newestFirstKey,
  olderThan,
  pageOf,
  phoneDigitsContain,
} from "../../db/list-page";
import { preparedPerDb } from "../../db/prepared";
import { clients } from "../../db/schema/clients";
import { found } from "../../http/found";
import type { RequestClock } from "../../http/request-clock";
import { logActivities } from "../activities/activity-log";
import { agentTimeZone } from "../activities/agent-time-zone";
import { survivorOf } from "../duplicates/client-merges.service";
import { recordClientMatches } from "../new-matches/record-new-matches";

const { userId: _owner, ...publicColumns } = getTableColumns(clients);
const clientById = preparedPerDb((db) =>
  db
    .select(publicColumns)
    .from(clients)
    .where(owned(sql.placeholder("userId"), sql.placeholder("id")))
    .prepare("get_client"),
);

/**
 * The agent's clients, newest first (or soonest follow-up first): all of them, or a page when
 * `limit` is given. A search `q` finds a phone however it is typed, read with the agent's
 * `country`; `followUp: 'due'` keeps the follow-ups due on the agent's today (at `clock`, in
 * their time zone) or earlier.
 */
export async function listClients(
  db: Db,
  userId: string,
  query: ClientListQuery,
  country: CountryCode = DEFAULT_SETTINGS.country,
  clock?: RequestClock,
) {
  const { limit, cursor, q, status, source, followUp, sort } = query;
  const chosen = and(
    eq(clients.userId, userId),
    status && eq(clients.status, status),
    source === undefined ? undefined : sql`lower(${clients.source}) = lower(${source})`,
    q === undefined
      ? undefined
      : or(
          ilike(clients.name, containing(q)),
          ilike(clients.email, containing(q)),
          ilike(clients.phone, containing(q)),
          phoneDigitsContain(clients.phone, phoneSearchDigits(q, country)),
        ),
    followUp === "due"
      ? lte(clients.nextFollowUpDate, await agentToday(db, userId, clock))
      : undefined,
  );
  const bySoonestFollowUp = sort === "follow-up";
  const order = bySoonestFollowUp ? soonestFollowUpFirst() : newestFirst(clients);
  if (limit === undefined) {
    return db
      .select(publicColumns)
      .from(clients)
      .where(chosen)
      .orderBy(...order);
  }
  const after =
    cursor === undefined
      ? undefined
      : cursor.length === 3
        ? followUpAfter(cursor)
        : olderThan(clients, cursor);
  const rows = await db
    .select({
      ...publicColumns,
      pageKey: bySoonestFollowUp ? soonestFollowUpKey() : newestFirstKey(clients),
    })
    .from(clients)
    .where(and(chosen, after))
    .orderBy(...order)
    .limit(limit + 1);
  return pageOf(rows, limit);
}

/**
 * The whole newest-first list as the JSON the route sends, built by the database (decision 038),
 * or its rows with these ids (decision 039).
 */
export const clientsListJson = listJsonOf("clients", clients, publicColumns, newestFirst(clients));

export async function getClient(db: Db, userId: string, id: string) {
  return found(await clientById(db).execute({ userId, id }), "Client");
}

/** One client, or for an id merged into another the survivor's id (undefined if never merged). */
export async function readClient(db: Db, userId: string, id: string) {
  const [client] = await clientById(db).execute({ userId, id });
  return client ? { client } : { client: undefined, mergedInto: await survivorOf(db, userId, id) };
}

/** Creates the client and records the new matches they bring, in one transaction. */
export async function createClient(db: Db, userId: string, input: ClientInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clients)
      .values({ ...input, userId })
      .returning(publicColumns);
    if (row) {
      await recordClientMatches(tx, userId, [{ before: null, after: row }]);
    }
    return row;
  });
}

/** Changes a client; a change of status is logged on their timeline. */
export async function updateClient(
  db: Db,
  userId: string,
  id: string,
  patch: ClientUpdate,
  clock: RequestClock,
) {
  // A PATCH that names no known field changes nothing (and Drizzle refuses an empty SET).
  if (Object.keys(patch).length === 0) {
    return getClient(db, userId, id);
  }
  const isMatchChange = CLIENT_MATCH_FIELDS.some((field) => field in patch);
  const update = (on: Db) =>
    on.update(clients).set(patch).where(owned(userId, id)).returning(publicColumns);
  // A change that neither moves the client's matches nor logs a status is one statement, its
  // triggers with it, without a transaction's two round trips (issue #32).
  if (patch.status === undefined && !isMatchChange) {
    return found(await update(db), "Client");
  }
  return db.transaction(async (tx) => {
    const before = await getClient(tx, userId, id);
    const client = found(await update(tx), "Client");
    if (isMatchChange && changesMatching(before, client, CLIENT_MATCH_FIELDS)) {
      await recordClientMatches(tx, userId, [{ before, after: client }]);
    }
    if (before.status !== client.status) {
      const text = statusChangeText(before.status, client.status);
      await logActivities(tx, userId, [{ kind: "status-changed", text, clientId: id }], clock);
    }
    return client;
  });
}

export async function deleteClient(db: Db, userId: string, id: string) {
  return found(
    await db.delete(clients).where(owned(userId, id)).returning(publicColumns),
    "Client",
  );
}

function owned(userId: string | Placeholder, id: string | Placeholder) {
  return and(eq(clients.userId, userId), eq(clients.id, id));
}

async function agentToday(db: Db, userId: string, clock: RequestClock | undefined) {
  const now = clock?.now ?? new Date();
  return wallClockAt(now, await agentTimeZone(db, userId, clock?.browserZone)).date;
}

// Soonest follow-up first; clients without one last; the id breaks ties. The same expressions
// make the cursor, so a page goes on exactly where the last one stopped.
const NO_FOLLOW_UP = "9999-12-31";
const followUpDay = sql`coalesce(${clients.nextFollowUpDate}, ${NO_FOLLOW_UP}::date)`;
const followUpTime = sql`coalesce(${clients.nextFollowUpTime}, '')`;

function soonestFollowUpFirst(): SQL[] {
  return [asc(followUpDay), asc(followUpTime), asc(clients.id)];
}

function soonestFollowUpKey() {
  return sql<string[]>`array[${followUpDay}::text, ${followUpTime}, ${clients.id}::text]`;
}

function followUpAfter([date, time, id]: readonly [string, string, string]) {
  return sql`(${followUpDay}, ${followUpTime}, ${clients.id}) > (${date}::date, ${time}, ${id}::uuid)`;
}
