import type { NewMatchRow } from "@shared/domain/new-matches";
import { TODAY_SECTION_LIMIT } from "@shared/domain/today";
import { and, desc, eq, isNull, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { clients } from "../../db/schema/clients";
import { newMatches } from "../../db/schema/new-matches";
import { properties } from "../../db/schema/properties";
import { notFound } from "../../http/errors";

/**
 * The Today list's 'New matches': the open ones, newest first (those of one change best first), at
 * most a section's rows. Those rows are chosen from new_matches alone (a LIMIT in a subquery the
 * planner cannot fold into the joins: on tables it has no statistics for yet it would otherwise
 * join every listing to every client first), then joined to their client and listing. The count
 * of open rows comes from the same scan, before the limit (their client and listing exist:
 * deleting either deletes the row).
 */
export async function listNewMatches(db: Db, userId: string) {
  const isOpen = and(eq(newMatches.userId, userId), isNull(newMatches.dismissedAt));
  const newest = db
    .select({
      id: newMatches.id,
      score: newMatches.score,
      createdAt: newMatches.createdAt,
      clientId: newMatches.clientId,
      propertyId: newMatches.propertyId,
      // Counted before the limit, by the scan that finds the newest: no second query.
      openCount: sql<number>`(count(*) over ())::int`.as("open_count"),
    })
    .from(newMatches)
    .where(isOpen)
    .orderBy(...newestFirst(newMatches))
    .limit(TODAY_SECTION_LIMIT)
    .as("newest");
  const rows = await db
    .select({
      id: newest.id,
      score: newest.score,
      createdAt: newest.createdAt,
      openCount: newest.openCount,
      client: {
        id: clients.id,
        title: clients.title,
        name: clients.name,
        phone: clients.phone,
        email: clients.email,
      },
      property: { id: properties.id, title: properties.title },
    })
    .from(newest)
    .innerJoin(clients, eq(clients.id, newest.clientId))
    .innerJoin(properties, eq(properties.id, newest.propertyId))
    .orderBy(...newestFirst(newest));
  return {
    count: rows[0]?.openCount ?? 0,
    rows: rows.map(
      ({ createdAt, openCount: _, ...row }): NewMatchRow => ({
        ...row,
        createdAt: createdAt.toISOString(),
      }),
    ),
  };
}

/** Newest first; of one change, best first. */
function newestFirst(row: { createdAt: SQLWrapper; score: SQLWrapper; id: SQLWrapper }) {
  return [desc(row.createdAt), desc(row.score), desc(row.id)];
}

/** 'Dismiss': the row leaves the list; it comes back only if the pair falls and rises again. */
export async function dismissNewMatch(db: Db, userId: string, id: string) {
  const dismissed = await db
    .update(newMatches)
    .set({ dismissedAt: new Date() })
    .where(and(eq(newMatches.userId, userId), eq(newMatches.id, id)))
    .returning({ id: newMatches.id });
  if (dismissed.length === 0) {
    throw notFound("New match");
  }
}
