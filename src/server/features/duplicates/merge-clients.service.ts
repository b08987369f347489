import { earlierFollowUp, laterInstant } from "@shared/domain/client-merge";
import { advancePair } from "@shared/domain/pair-status";
import type { MergeInput } from "@shared/schemas/duplicates";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/db";
import { activities } from "../../db/schema/activities";
import { appointments } from "../../db/schema/appointments";
import { clientMerges } from "../../db/schema/client-merges";
import { clients } from "../../db/schema/clients";
import { notDuplicatePairs } from "../../db/schema/not-duplicate-pairs";
import { pairStatuses } from "../../db/schema/pair-statuses";
import { shortlists } from "../../db/schema/shortlists";
import { visitRequests } from "../../db/schema/visit-requests";
import { HttpError } from "../../http/errors";
import type { RequestClock } from "../../http/request-clock";
import { logActivities } from "../activities/activity-log";
import { getClient } from "../clients/clients.service";
import { recordClientMatches } from "../new-matches/record-new-matches";

/**
 * Merges `otherId` into the client `survivorId`, in one transaction: the survivor takes the
 * chosen fields, the earlier follow-up and the later contact, and every row that pointed at the
 * other; the other is deleted and its id leads to the survivor from then on.
 */
export async function mergeClients(
  db: Db,
  userId: string,
  survivorId: string,
  { otherId, fields }: MergeInput,
  clock: RequestClock,
) {
  if (survivorId === otherId) {
    throw new HttpError(400, "Choose another client to merge with");
  }
  return db.transaction(async (tx) => {
    const survivor = await getClient(tx, userId, survivorId);
    const other = await getClient(tx, userId, otherId);
    await tx
      .update(clients)
      .set({
        ...earlierFollowUp(survivor, other),
        lastContactAt: laterInstant(survivor.lastContactAt, other.lastContactAt),
        ...fields,
      })
      .where(and(eq(clients.userId, userId), eq(clients.id, survivorId)));
    const moved = { clientId: survivorId };
    const theirs = (table: { userId: AnyPgColumn; clientId: AnyPgColumn }) =>
      and(eq(table.userId, userId), eq(table.clientId, otherId));
    await tx.update(appointments).set(moved).where(theirs(appointments));
    await tx.update(activities).set(moved).where(theirs(activities));
    await tx.update(visitRequests).set(moved).where(theirs(visitRequests));
    await movePairStatuses(tx, userId, survivorId, otherId);
    await moveShortlist(tx, userId, survivorId, otherId);
    await moveNotDuplicates(tx, userId, survivorId, otherId);
    await tx
      .update(clientMerges)
      .set({ survivorId })
      .where(and(eq(clientMerges.userId, userId), eq(clientMerges.survivorId, otherId)));
    await tx.insert(clientMerges).values({ goneId: otherId, userId, survivorId });
    const text = `Merged with ${other.name}`;
    await logActivities(tx, userId, [{ kind: "merged", text, clientId: survivorId }], clock);
    await tx.delete(clients).where(and(eq(clients.userId, userId), eq(clients.id, otherId)));
    const merged = await getClient(tx, userId, survivorId);
    // The chosen fields may make or end matches, and the other's statuses end new ones.
    await recordClientMatches(tx, userId, [{ before: survivor, after: merged }]);
    return merged;
  });
}

/** A listing both clients have a status with keeps the further one; the rest move over. */
async function movePairStatuses(tx: Db, userId: string, survivorId: string, otherId: string) {
  const rows = await tx
    .select()
    .from(pairStatuses)
    .where(
      and(eq(pairStatuses.userId, userId), inArray(pairStatuses.clientId, [survivorId, otherId])),
    );
  const mine = new Map(
    rows.filter((row) => row.clientId === survivorId).map((row) => [row.propertyId, row]),
  );
  for (const row of rows.filter((candidate) => candidate.clientId === otherId)) {
    const kept = mine.get(row.propertyId);
    if (!kept) {
      continue;
    }
    const status = advancePair(kept.status, row.status);
    await tx
      .update(pairStatuses)
      .set({
        status,
        reason: status === kept.status ? kept.reason : row.reason,
        sentAt: earlier(kept.sentAt, row.sentAt),
      })
      .where(eq(pairStatuses.id, kept.id));
    await tx.delete(pairStatuses).where(eq(pairStatuses.id, row.id));
  }
  await tx
    .update(pairStatuses)
    .set({ clientId: survivorId })
    .where(and(eq(pairStatuses.userId, userId), eq(pairStatuses.clientId, otherId)));
}

/** The other's shortlist page becomes the survivor's, unless the survivor has one of its own. */
async function moveShortlist(tx: Db, userId: string, survivorId: string, otherId: string) {
  await tx
    .update(shortlists)
    .set({ clientId: survivorId })
    .where(
      and(
        eq(shortlists.userId, userId),
        eq(shortlists.clientId, otherId),
        sql`not exists (select 1 from ${shortlists} s where s.client_id = ${survivorId})`,
      ),
    );
}

/** 'Not duplicates' with a third client holds for the survivor too. */
async function moveNotDuplicates(tx: Db, userId: string, survivorId: string, otherId: string) {
  await tx.execute(sql`
    insert into ${notDuplicatePairs} (user_id, client_id, other_client_id)
    select ${userId}, least(${survivorId}::uuid, third), greatest(${survivorId}::uuid, third)
    from (
      select case when client_id = ${otherId} then other_client_id else client_id end as third
      from ${notDuplicatePairs}
      where user_id = ${userId} and (client_id = ${otherId} or other_client_id = ${otherId})
    ) pairs
    where third <> ${survivorId}
    on conflict do nothing`);
}

function earlier(a: Date | null, b: Date | null): Date | null {
  if (a === null || b === null) {
    return a ?? b;
  }
  return b < a ? b : a;
}
