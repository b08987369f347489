import type { Settings } from "@shared/domain/format";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { preparedPerDb } from "../../db/prepared";
import { clients } from "../../db/schema/clients";
import { properties } from "../../db/schema/properties";
import { shortlists } from "../../db/schema/shortlists";
import { HttpError } from "../../http/errors";
import { found } from "../../http/found";
import { ownRowIds } from "../../http/owned-row";
import type { RequestClock } from "../../http/request-clock";
import { logActivities } from "../activities/activity-log";
import { advancePairs } from "../pairs/pair-statuses.service";
import { newToken } from "../shares/shares.service";

const linkColumns = {
  token: shortlists.token,
  viewCount: shortlists.viewCount,
  createdAt: shortlists.createdAt,
};

/**
 * The client's link on the client's own row, in one statement (issue #32): no row when the
 * client is not the agent's, a row whose `link` is null when none is live.
 */
const linkOfOwnClient = preparedPerDb((db) =>
  db
    .select({ link: linkColumns })
    .from(clients)
    .leftJoin(
      shortlists,
      and(eq(shortlists.clientId, clients.id), eq(shortlists.userId, clients.userId)),
    )
    .where(
      and(
        eq(clients.userId, sql.placeholder("userId")),
        eq(clients.id, sql.placeholder("clientId")),
      ),
    )
    .prepare("own_client_shortlist_link"),
);

/** The client's shortlist link, or null when none is live; 404 for a client not the agent's. */
export async function getShortlist(db: Db, userId: string, clientId: string) {
  const rows = await linkOfOwnClient(db).execute({ userId, clientId });
  return found(rows, "Client").link;
}

/**
 * 'Send matches': puts the listings on the client's shortlist page (made on the first send, kept
 * until revoked), moves each pair to 'Sent' (never back) and logs 'Matches sent'.
 */
export async function sendShortlist(
  db: Db,
  userId: string,
  clientId: string,
  propertyIds: string[],
  settings: Settings,
  clock: RequestClock,
) {
  await assertOwnClient(db, userId, clientId);
  const unique = [...new Set(propertyIds)];
  const owned = await db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(and(eq(properties.userId, userId), inArray(properties.id, unique)));
  if (owned.length !== unique.length) {
    throw new HttpError(400, "Property not found", [
      { path: "propertyIds", message: "Property not found" },
    ]);
  }
  return db.transaction(async (tx) => {
    await tx
      .insert(shortlists)
      .values({ token: newToken(), userId, clientId, ...settings })
      .onConflictDoUpdate({ target: shortlists.clientId, set: settings });
    const pairs = unique.map((propertyId) => ({ clientId, propertyId }));
    const moves = await advancePairs(tx, userId, pairs, "sent", clock, { isSent: true });
    const text = owned.length === 1 ? (owned[0]?.title ?? "") : `${owned.length} listings`;
    await logActivities(tx, userId, [{ kind: "matches-sent", text, clientId }, ...moves], clock);
    const [link] = await tx
      .select(linkColumns)
      .from(shortlists)
      .where(and(eq(shortlists.userId, userId), eq(shortlists.clientId, clientId)));
    return link;
  });
}

/** Revokes the link: the page answers 404 at once; the pairs keep their statuses. */
export async function revokeShortlist(db: Db, userId: string, clientId: string) {
  await assertOwnClient(db, userId, clientId);
  await db
    .delete(shortlists)
    .where(and(eq(shortlists.userId, userId), eq(shortlists.clientId, clientId)));
}

async function assertOwnClient(db: Db, userId: string, clientId: string) {
  found(await ownRowIds(db, clients, userId, clientId), "Client");
}
