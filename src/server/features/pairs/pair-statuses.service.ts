import {
  advancePair,
  type HiddenPairs,
  PAIR_STATUS_LABELS,
  type PairStatus,
  pairKey,
} from "@shared/domain/pair-status";
import type { PairStatusInput } from "@shared/schemas/pair-status";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { preparedPerDb } from "../../db/prepared";
import { clients } from "../../db/schema/clients";
import { newMatches } from "../../db/schema/new-matches";
import { pairStatuses } from "../../db/schema/pair-statuses";
import { properties } from "../../db/schema/properties";
import { assertOwnRow } from "../../http/owned-row";
import type { RequestClock } from "../../http/request-clock";
import { logActivities, type SystemActivity } from "../activities/activity-log";

export type Pair = { clientId: string; propertyId: string };

/** The agent's pairs that are more than 'Suggested' or were sent: what matching shows on chips. */
export async function listPairStatuses(db: Db, userId: string) {
  return pairStatusesOf(db).execute({ userId });
}

const pairColumns = {
  clientId: pairStatuses.clientId,
  propertyId: pairStatuses.propertyId,
  status: pairStatuses.status,
  reason: pairStatuses.reason,
  sentAt: pairStatuses.sentAt,
  updatedAt: pairStatuses.updatedAt,
};

const pairStatusesOf = preparedPerDb((db) =>
  db
    .select(pairColumns)
    .from(pairStatuses)
    .where(eq(pairStatuses.userId, sql.placeholder("userId")))
    .prepare("list_pair_statuses"),
);

/** The pairs the agent took out of matching ('Not suitable'), as the match functions take them. */
export async function listHiddenPairs(db: Db, userId: string): Promise<HiddenPairs> {
  const rows = await db
    .select({ clientId: pairStatuses.clientId, propertyId: pairStatuses.propertyId })
    .from(pairStatuses)
    .where(and(eq(pairStatuses.userId, userId), eq(pairStatuses.status, "not-suitable")));
  return new Set(rows.map((row) => pairKey(row.clientId, row.propertyId)));
}

/** The agent sets a pair's status, any way they like; the change goes on both timelines. */
export async function setPairStatus(
  db: Db,
  userId: string,
  { clientId, propertyId, status, reason }: PairStatusInput,
  clock: RequestClock,
) {
  await assertOwnRow(db, clients, userId, clientId, "clientId", "Client");
  await assertOwnRow(db, properties, userId, propertyId, "propertyId", "Property");
  return db.transaction(async (tx) => {
    const changes = await movePairs(tx, userId, [{ clientId, propertyId }], () => status, clock, {
      reason: status === "not-suitable" ? reason : "",
    });
    await logActivities(tx, userId, changes, clock);
    const [row] = await tx
      .select(pairColumns)
      .from(pairStatuses)
      .where(
        and(
          eq(pairStatuses.userId, userId),
          eq(pairStatuses.clientId, clientId),
          eq(pairStatuses.propertyId, propertyId),
        ),
      );
    return row ?? { clientId, propertyId, status: "suggested" as const, reason: "", sentAt: null };
  });
}

/**
 * The app moves pairs on by itself (a link sent, a visit booked or held, the client's answer):
 * never backwards (advancePair). `isSent` records that the listing reached the client. Returns
 * the moves' timeline entries: the caller logs them in the same transaction, with its own entries
 * in one insert (logActivities).
 */
export function advancePairs(
  db: Db,
  userId: string,
  pairs: Pair[],
  next: PairStatus,
  clock: RequestClock,
  options: { isClientAnswer?: boolean; isSent?: boolean; reason?: string } = {},
): Promise<SystemActivity[]> {
  return movePairs(
    db,
    userId,
    pairs,
    (current) => advancePair(current, next, { isClientAnswer: options.isClientAnswer }),
    clock,
    options,
  );
}

type StoredPair = Pair & { status: PairStatus; sentAt: Date | null; reason: string };

async function movePairs(
  db: Db,
  userId: string,
  pairs: Pair[],
  statusAfter: (current: PairStatus) => PairStatus,
  clock: RequestClock,
  { isSent = false, reason }: { isSent?: boolean; reason?: string },
): Promise<SystemActivity[]> {
  if (pairs.length === 0) {
    return [];
  }
  const stored = await storedPairs(db, userId, pairs);
  const moved: StoredPair[] = [];
  const changes: SystemActivity[] = [];
  // A pair named twice moves once: one statement cannot upsert a row twice.
  const once = new Map(pairs.map((pair) => [pairKey(pair.clientId, pair.propertyId), pair]));
  for (const pair of once.values()) {
    const row = stored.find(
      (candidate) =>
        candidate.clientId === pair.clientId && candidate.propertyId === pair.propertyId,
    );
    const current = row?.status ?? "suggested";
    const status = statusAfter(current);
    const sentAt = row?.sentAt ?? (isSent ? clock.now : null);
    if (status === current && sentAt === (row?.sentAt ?? null) && reason === undefined) {
      continue;
    }
    moved.push({ ...pair, status, sentAt, reason: reason ?? "" });
    if (status !== current) {
      const title = stored.find((candidate) => candidate.propertyId === pair.propertyId)?.title;
      changes.push({
        kind: "status-changed" as const,
        text: `${title ?? "A listing"}: ${PAIR_STATUS_LABELS[current]} → ${PAIR_STATUS_LABELS[status]}`,
        ...pair,
      });
    }
  }
  await storePairs(db, userId, moved);
  return changes;
}

/**
 * Each asked listing's title, with the stored status of every asked pair on it (a listing with
 * none comes back once, its status null): one round trip for both.
 */
function storedPairs(db: Db, userId: string, pairs: Pair[]) {
  return db
    .select({
      propertyId: properties.id,
      title: properties.title,
      clientId: pairStatuses.clientId,
      status: pairStatuses.status,
      sentAt: pairStatuses.sentAt,
    })
    .from(properties)
    .leftJoin(
      pairStatuses,
      and(
        eq(pairStatuses.userId, userId),
        eq(pairStatuses.propertyId, properties.id),
        inArray(
          pairStatuses.clientId,
          pairs.map((pair) => pair.clientId),
        ),
      ),
    )
    .where(
      and(
        eq(properties.userId, userId),
        inArray(
          properties.id,
          pairs.map((pair) => pair.propertyId),
        ),
      ),
    );
}

/** 'Suggested' and never sent is the default: no row is kept for it. */
async function storePairs(db: Db, userId: string, pairs: StoredPair[]) {
  const isDefault = (pair: StoredPair) => pair.status === "suggested" && pair.sentAt === null;
  const cleared = pairs.filter(isDefault);
  const kept = pairs.filter((pair) => !isDefault(pair));
  if (cleared.length > 0) {
    await db
      .delete(pairStatuses)
      .where(and(eq(pairStatuses.userId, userId), isOneOf(pairStatuses, cleared)));
  }
  if (kept.length === 0) {
    return;
  }
  // A pair with a status is no new match any more (sent, or the agent has taken it up): in the
  // same statement, one round trip.
  const noLongerNew = db.$with("no_longer_new").as(
    db
      .delete(newMatches)
      .where(and(eq(newMatches.userId, userId), isOneOf(newMatches, kept)))
      .returning({ id: newMatches.id }),
  );
  await db
    .with(noLongerNew)
    .insert(pairStatuses)
    .values(kept.map((pair) => ({ userId, ...pair })))
    .onConflictDoUpdate({
      target: [pairStatuses.clientId, pairStatuses.propertyId],
      set: {
        status: sql`excluded.status`,
        sentAt: sql`excluded.sent_at`,
        reason: sql`excluded.reason`,
      },
    });
}

/** The row is one of these pairs. */
function isOneOf(table: typeof pairStatuses | typeof newMatches, pairs: Pair[]) {
  return or(
    ...pairs.map(({ clientId, propertyId }) =>
      and(eq(table.clientId, clientId), eq(table.propertyId, propertyId)),
    ),
  );
}
