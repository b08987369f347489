import {
  type PairScore,
  planNewMatches,
  type RecordChange,
  type RecordedMatch,
} from "@shared/domain/new-matches";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { newMatches } from "../../db/schema/new-matches";
import { pairStatuses } from "../../db/schema/pair-statuses";

/** Rows a statement writes at most: well under PostgreSQL's 65,535 parameters. */
const ROWS_A_STATEMENT = 1000;

export type NewMatchInsert = typeof newMatches.$inferInsert;

/**
 * Plans each change's new matches (planNewMatches) from its scores, against what is recorded for
 * the changed records and their pairs' statuses (a new record has neither), and writes the plans;
 * the new rows go to `held` instead when given (an import writes its best ones at its end).
 */
export async function applyNewMatchPlans(
  db: Db,
  userId: string,
  side: "listing" | "client",
  changes: readonly RecordChange<unknown>[],
  scores: readonly ReadonlyMap<string, PairScore>[],
  held?: NewMatchInsert[],
) {
  const own = side === "listing" ? "propertyId" : "clientId";
  const other = side === "listing" ? "clientId" : "propertyId";
  const changedIds = changes
    .filter((change) => change.before !== null)
    .map((change) => change.after.id);
  const recorded = await inChunks(changedIds, (ids) =>
    db
      .select({
        rowId: newMatches.id,
        clientId: newMatches.clientId,
        propertyId: newMatches.propertyId,
        score: newMatches.score,
      })
      .from(newMatches)
      .where(and(eq(newMatches.userId, userId), inArray(newMatches[own], ids))),
  );
  const statuses = await inChunks(changedIds, (ids) =>
    db
      .select({ clientId: pairStatuses.clientId, propertyId: pairStatuses.propertyId })
      .from(pairStatuses)
      .where(and(eq(pairStatuses.userId, userId), inArray(pairStatuses[own], ids))),
  );
  const withStatus = new Set(statuses.map((pair) => `${pair[own]}:${pair[other]}`));
  const recordedBy = new Map<string, typeof recorded>();
  for (const row of recorded) {
    recordedBy.set(row[own], [...(recordedBy.get(row[own]) ?? []), row]);
  }
  const inserts: Writes["inserts"] = [];
  const updates: Writes["updates"] = [];
  const deletes: Writes["deletes"] = [];
  changes.forEach((change, index) => {
    const id = change.after.id;
    const mine = recordedBy.get(id) ?? [];
    const rowIds = new Map(mine.map((row) => [row[other], row.rowId]));
    const plan = planNewMatches(
      scores[index] ?? new Map(),
      mine.map((row): RecordedMatch => ({ id: row[other], score: row.score })),
      (counterpartId) => withStatus.has(`${id}:${counterpartId}`),
    );
    for (const { counterpartId, score } of plan.inserts) {
      const pair =
        side === "listing"
          ? { propertyId: id, clientId: counterpartId }
          : { clientId: id, propertyId: counterpartId };
      inserts.push({ userId, ...pair, score });
    }
    for (const { id: counterpartId, score } of plan.updates) {
      updates.push({ rowId: rowIds.get(counterpartId) as string, score });
    }
    deletes.push(...plan.deletes.map((counterpartId) => rowIds.get(counterpartId) as string));
  });
  held?.push(...inserts);
  await writeNewMatches(db, userId, { inserts: held ? [] : inserts, updates, deletes });
}

type Writes = {
  inserts: NewMatchInsert[];
  updates: { rowId: string; score: number }[];
  deletes: string[];
};

export async function writeNewMatches(
  db: Db,
  userId: string,
  { inserts = [], updates = [], deletes = [] }: Partial<Writes>,
) {
  for (let start = 0; start < inserts.length; start += ROWS_A_STATEMENT) {
    await db
      .insert(newMatches)
      .values(inserts.slice(start, start + ROWS_A_STATEMENT))
      .onConflictDoNothing();
  }
  for (let start = 0; start < updates.length; start += ROWS_A_STATEMENT) {
    const values = updates
      .slice(start, start + ROWS_A_STATEMENT)
      .map(({ rowId, score }) => sql`(${rowId}::uuid, ${score}::int)`);
    await db.execute(sql`update new_matches set score = v.score, updated_at = now()
      from (values ${sql.join(values, sql`, `)}) as v(id, score)
      where new_matches.id = v.id and new_matches.user_id = ${userId}`);
  }
  await inChunks(deletes, (ids) =>
    db
      .delete(newMatches)
      .where(and(eq(newMatches.userId, userId), inArray(newMatches.id, ids)))
      .returning({ id: newMatches.id }),
  );
}

/** A query over many ids, a statement's worth at a time, its rows together. */
async function inChunks<Row>(ids: readonly string[], query: (ids: string[]) => Promise<Row[]>) {
  const rows: Row[] = [];
  for (let start = 0; start < ids.length; start += ROWS_A_STATEMENT) {
    rows.push(...(await query(ids.slice(start, start + ROWS_A_STATEMENT))));
  }
  return rows;
}
