import { encodeCursor } from "@shared/domain/list-cursor";
import type { Page } from "@shared/schemas/list-query";
import { type AnyColumn, desc, or, type SQL, sql } from "drizzle-orm";

type NewestFirstTable = { createdAt: AnyColumn; id: AnyColumn };

/** The list order of properties and clients: newest first, the id breaking ties. */
export function newestFirst(table: NewestFirstTable): SQL[] {
  return [desc(table.createdAt), desc(table.id)];
}

/**
 * A row's place in newest-first order, for the cursor: its creation instant in UTC with
 * PostgreSQL's microseconds (a JavaScript date, in milliseconds, would lose them) and its id.
 */
export function newestFirstKey(table: NewestFirstTable) {
  return sql<
    string[]
  >`array[to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), ${table.id}::text]`;
}

/** The records after `cursor` in newest-first order (one row comparison, served by the index). */
export function olderThan(table: NewestFirstTable, [createdAt, id]: readonly [string, string]) {
  return sql`(${table.createdAt}, ${table.id}) < (${createdAt}::timestamptz, ${id}::uuid)`;
}

/**
 * Whether a phone column's digits hold one of `keys` (digit strings from phoneSearchDigits): a
 * search finds '+919845012345' typed as '98450 12345', '098450-12345' or '+91 98450 12345'.
 */
export function phoneDigitsContain(phone: AnyColumn, keys: readonly string[]): SQL | undefined {
  return or(
    ...keys.map((key) => sql`regexp_replace(${phone}, '[^0-9]', '', 'g') like ${`%${key}%`}`),
  );
}

/** An ILIKE pattern for text containing `search`, its own `%`, `_` and `\` taken literally. */
export function containing(search: string): string {
  return `%${search.replace(/[\\%_]/g, "\\$&")}%`;
}

/**
 * A page from rows fetched with `limit + 1`: the extra row only tells that more follow. Each row
 * brings its sort key (`pageKey`, kept out of the items) for the cursor.
 */
export function pageOf<Row extends { pageKey: readonly string[] }>(
  rows: Row[],
  limit: number,
): Page<Omit<Row, "pageKey">> {
  const items = rows.slice(0, limit).map(({ pageKey: _key, ...item }) => item);
  const last = rows[limit - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last.pageKey) : null };
}

/** The list services answer a page only when given a limit; without one, the whole list. */
export function wholeList<Row>(list: Row[] | Page<Row>): Row[] {
  return Array.isArray(list) ? list : list.items;
}
