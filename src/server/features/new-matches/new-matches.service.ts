import type { NewMatchList } from "@shared/domain/new-matches";
import { TODAY_SECTION_LIMIT } from "@shared/domain/today";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { instantAsJson } from "../../db/json-rows";
import { preparedSql } from "../../db/prepared";
import { newMatches } from "../../db/schema/new-matches";
import { notFound } from "../../http/errors";

/**
 * The Today page's 'New matches': the open ones, newest first (those of one change best first), at
 * most a section's rows, with the count of all open ones from the same scan, before the limit.
 * Those rows are chosen from new_matches alone (a LIMIT the planner cannot fold into the joins:
 * on tables it has no statistics for yet it would otherwise join every listing to every client
 * first), then each looks up its client and listing (which exist: deleting either deletes the
 * row). The rows come as one JSON text built by the database: a hundred rows decoded column by
 * column cost more than the query (decision 038).
 */
const openNewMatches = preparedSql<{ count: number; rows: string }>(
  "list_new_matches",
  sql`
    with newest as (
      select id, score, created_at, client_id, property_id, count(*) over () as open_count
      from new_matches
      where user_id = ${sql.placeholder("userId")} and dismissed_at is null
      order by created_at desc, score desc, id desc
      limit ${TODAY_SECTION_LIMIT}
    )
    select coalesce(max(n.open_count), 0)::int as count,
      coalesce(json_agg(json_build_object(
        'id', n.id, 'score', n.score, 'createdAt', ${instantAsJson(sql`n.created_at`)},
        'client', json_build_object(
          'id', c.id, 'title', c.title, 'name', c.name, 'phone', c.phone, 'email', c.email),
        'property', json_build_object('id', p.id, 'title', p.title)
      ) order by n.created_at desc, n.score desc, n.id desc), '[]')::text as rows
    from newest n
    cross join lateral (select * from clients c where c.id = n.client_id limit 1) c
    cross join lateral (select * from properties p where p.id = n.property_id limit 1) p`,
);

export async function listNewMatches(db: Db, userId: string): Promise<NewMatchList> {
  const [result] = await openNewMatches(db, { userId });
  return { count: result?.count ?? 0, rows: JSON.parse(result?.rows ?? "[]") };
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
