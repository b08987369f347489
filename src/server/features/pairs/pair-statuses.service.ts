import {
  advancePair,
  type HiddenPairs,
  PAIR_STATUS_LABELS,
  type PairStatus,
  pairKey,
} from "@shared/domain/pair-status";
import type { PairStatusInput } from "@shared/schemas/pair-status";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { preparedPerDb } from "../../db/prepared";
import { clients } from "../../db/schema/clients";
import { newMatches } from "../../db/schema/new-matches";
import { pairStatuses } from "../../db/schema/pair-statuses";
import { properties } from "../../db/schema/properties";
import { assertOwnRow } from "../../http/owned-row";
import type { RequestClock } from "../../http/request-clock";
import { logActivities } from "../activities/activity-log";

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
    await movePairs(tx, userId, [{ clientId, propertyId }], () => status, clock, {
      reason: status === "not-suitable" ? reason : "",
    });
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
 * never backwards (advancePair). `isSent` records that the listing reached the client.
 */
export async function advancePairs(
  db: Db,
  userId: string,
  pairs: Pair[],
  next: PairStatus,
  clock: RequestClock,
  options: { isClientAnswer?: boolean; isSent?: boolean; reason?: string } = {},
) {
  await movePairs(
    db,
    userId,
    pairs,
    (current) => advancePair(current, next, { isClientAnswer: options.isClientAnswer }),
    clock,
    options,
  );
}

async function movePairs(
  db: Db,
  userId: string,
  pairs: Pair[],
  statusAfter: (current: PairStatus) => PairStatus,
  clock: RequestClock,
  { isSent = false, reason }: { isSent?: boolean; reason?: string },
) {
  if (pairs.length === 0) {
    return;
  }
  const stored = await db
    .select({
      clientId: pairStatuses.clientId,
      propertyId: pairStatuses.propertyId,
      status: pairStatuses.status,
      sentAt: pairStatuses.sentAt,
    })
    .from(pairStatuses)
    .where(
      and(
        eq(pairStatuses.userId, userId),
        inArray(
          pairStatuses.clientId,
          pairs.map((pair) => pair.clientId),
        ),
      ),
    );
  const titles = new Map(
    (
      await db
        .select({ id: properties.id, title: properties.title })
        .from(properties)
        .where(
          and(
            eq(properties.userId, userId),
            inArray(
              properties.id,
              pairs.map((pair) => pair.propertyId),
            ),
          ),
        )
    ).map(({ id, title }) => [id, title]),
  );
  const changes = [];
  for (const pair of pairs) {
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
    await storePair(db, userId, pair, { status, sentAt, reason: reason ?? "" });
    if (status !== current) {
      const title = titles.get(pair.propertyId) ?? "A listing";
      changes.push({
        kind: "status-changed" as const,
        text: `${title}: ${PAIR_STATUS_LABELS[current]} → ${PAIR_STATUS_LABELS[status]}`,
        ...pair,
      });
    }
  }
  await logActivities(db, userId, changes, clock);
}

/** 'Suggested' and never sent is the default: no row is kept for it. */
async function storePair(
  db: Db,
  userId: string,
  { clientId, propertyId }: Pair,
  values: { status: PairStatus; sentAt: Date | null; reason: string },
) {
  if (values.status === "suggested" && values.sentAt === null) {
    await db
      .delete(pairStatuses)
      .where(
        and(
          eq(pairStatuses.userId, userId),
          eq(pairStatuses.clientId, clientId),
          eq(pairStatuses.propertyId, propertyId),
        ),
      );
    return;
  }
  await db
    .insert(pairStatuses)
    .values({ userId, clientId, propertyId, ...values })
    .onConflictDoUpdate({ target: [pairStatuses.clientId, pairStatuses.propertyId], set: values });
  // A pair with a status is no new match any more (sent, or the agent has taken it up).
  await db
    .delete(newMatches)
    .where(
      and(
        eq(newMatches.userId, userId),
        eq(newMatches.clientId, clientId),
        eq(newMatches.propertyId, propertyId),
      ),
    );
}
