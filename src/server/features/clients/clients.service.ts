import { statusChangeText } from "@shared/domain/activities";
import { type CountryCode, DEFAULT_SETTINGS } from "@shared/domain/format";
import { phoneSearchDigits } from "@shared/domain/phone-search";
import type { ClientInput, ClientUpdate } from "@shared/schemas/client";
import type { ClientListQuery } from "@shared/schemas/list-query";
import { and, eq, getTableColumns, ilike, or } from "drizzle-orm";
import type { Db } from "../../db/db";
import {
  containing,
  newestFirst,
  newestFirstKey,
  olderThan,
  pageOf,
  phoneDigitsContain,
} from "../../db/list-page";
import { clients } from "../../db/schema/clients";
import { found } from "../../http/found";
import type { RequestClock } from "../../http/request-clock";
import { logActivities } from "../activities/activities.service";

const { userId: _owner, ...publicColumns } = getTableColumns(clients);

/**
 * The agent's clients, newest first: all of them, or a page when `limit` is given. A search `q`
 * finds a phone however it is typed, read with the agent's `country`.
 */
export async function listClients(
  db: Db,
  userId: string,
  query: ClientListQuery,
  country: CountryCode = DEFAULT_SETTINGS.country,
) {
  const { limit, cursor, q, status } = query;
  const chosen = and(
    eq(clients.userId, userId),
    status && eq(clients.status, status),
    q === undefined
      ? undefined
      : or(
          ilike(clients.name, containing(q)),
          ilike(clients.email, containing(q)),
          ilike(clients.phone, containing(q)),
          phoneDigitsContain(clients.phone, phoneSearchDigits(q, country)),
        ),
  );
  if (limit === undefined) {
    return db
      .select(publicColumns)
      .from(clients)
      .where(chosen)
      .orderBy(...newestFirst(clients));
  }
  const rows = await db
    .select({ ...publicColumns, pageKey: newestFirstKey(clients) })
    .from(clients)
    .where(and(chosen, cursor && olderThan(clients, cursor)))
    .orderBy(...newestFirst(clients))
    .limit(limit + 1);
  return pageOf(rows, limit);
}

export async function getClient(db: Db, userId: string, id: string) {
  return found(await db.select(publicColumns).from(clients).where(owned(userId, id)), "Client");
}

export async function createClient(db: Db, userId: string, input: ClientInput) {
  const [row] = await db
    .insert(clients)
    .values({ ...input, userId })
    .returning(publicColumns);
  return row;
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
  return db.transaction(async (tx) => {
    const before = patch.status === undefined ? undefined : await getClient(tx, userId, id);
    const client = found(
      await tx.update(clients).set(patch).where(owned(userId, id)).returning(publicColumns),
      "Client",
    );
    if (before && before.status !== client.status) {
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

function owned(userId: string, id: string) {
  return and(eq(clients.userId, userId), eq(clients.id, id));
}
