import type { NewMatchRow } from "@shared/domain/new-matches";
import { TODAY_SECTION_LIMIT } from "@shared/domain/today";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { clients } from "../../db/schema/clients";
import { newMatches } from "../../db/schema/new-matches";
import { properties } from "../../db/schema/properties";
import { notFound } from "../../http/errors";

/**
 * The Today list's 'New matches': the open ones, newest first (those of one change best first), at
 * most a section's rows.
 */
export async function listNewMatches(db: Db, userId: string) {
  const rows = await db
    .select({
      id: newMatches.id,
      score: newMatches.score,
      createdAt: newMatches.createdAt,
      count: sql<number>`count(*) over ()`.mapWith(Number),
      client: {
        id: clients.id,
        title: clients.title,
        name: clients.name,
        phone: clients.phone,
        email: clients.email,
      },
      property: { id: properties.id, title: properties.title },
    })
    .from(newMatches)
    .innerJoin(clients, eq(clients.id, newMatches.clientId))
    .innerJoin(properties, eq(properties.id, newMatches.propertyId))
    .where(and(eq(newMatches.userId, userId), isNull(newMatches.dismissedAt)))
    .orderBy(desc(newMatches.createdAt), desc(newMatches.score), desc(newMatches.id))
    .limit(TODAY_SECTION_LIMIT);
  return {
    count: rows[0]?.count ?? 0,
    rows: rows.map(
      ({ count: _count, createdAt, ...row }): NewMatchRow => ({
        ...row,
        createdAt: createdAt.toISOString(),
      }),
    ),
  };
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
