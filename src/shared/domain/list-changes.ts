/**
 * What changed in a whole list since the version a tag names (`GET /api/<list>/changes`,
 * decision 039): the changed rows as the list has them and the deleted rows' ids, with the tag of
 * the version they bring the list to; `tag: null` when the server cannot say, and the whole list
 * must be loaded again.
 */
export type ListChanges<Row> = { tag: string; changed: Row[]; removed: string[] } | { tag: null };

/** The lists the web app loads whole. */
export type WholeListKind = "properties" | "clients" | "appointments";

type Keyed = { id: string };
/** A list's order, as the server sorts it: negative when `a` comes first. */
export type ListOrder<Row> = (a: Row, b: Row) => number;

/** Code-point order, as PostgreSQL orders uuids and these fixed-form texts. */
function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Newest first, as the properties and clients lists are (creation instant, then id, both
 * descending). Instants here are in milliseconds where the server sorts by microseconds, so two
 * rows made in the same millisecond may stand in either order until the list is loaded whole.
 */
export function newestFirst(a: Keyed & { createdAt: string }, b: Keyed & { createdAt: string }) {
  return byText(b.createdAt, a.createdAt) || byText(b.id, a.id);
}

/** Soonest first, as the appointments list is (date, time, id). */
export function soonestFirst(
  a: Keyed & { date: string; time: string },
  b: Keyed & { date: string; time: string },
) {
  return byText(a.date, b.date) || byText(a.time, b.time) || byText(a.id, b.id);
}

/** Each whole list's order, as its server query sorts it. */
export const WHOLE_LIST_ORDERS = {
  properties: newestFirst,
  clients: newestFirst,
  appointments: soonestFirst,
} as const;

/**
 * The list with the changes applied: changed rows replace their old selves or come in at their
 * place in `order`, removed ones leave. Applying the same changes twice gives the same list, so a
 * later answer that repeats a row is harmless.
 */
export function applyListChanges<Row extends Keyed>(
  rows: readonly Row[],
  changes: { changed: readonly Row[]; removed: readonly string[] },
  order: ListOrder<Row>,
): Row[] {
  const replaced = new Set([...changes.removed, ...changes.changed.map((row) => row.id)]);
  const kept = rows.filter((row) => !replaced.has(row.id));
  const arriving = [...changes.changed].sort(order);
  const merged: Row[] = [];
  let next = 0;
  for (const row of kept) {
    while (next < arriving.length && order(arriving[next] as Row, row) < 0) {
      merged.push(arriving[next++] as Row);
    }
    merged.push(row);
  }
  return merged.concat(arriving.slice(next));
}
