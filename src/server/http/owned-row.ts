import { and, eq, getTableName, type Placeholder, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/db";
import { preparedPerDb } from "../db/prepared";
import { HttpError } from "./errors";

type OwnedTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn };
type IdsOfOwnRow = (db: Db) => {
  execute: (values: { userId: string; id: string }) => Promise<{ id: string }[]>;
};

const lookups = new Map<OwnedTable, IdsOfOwnRow>();

/**
 * The id of the agent's own row of `table` with this id, or none: one prepared query per table
 * (issue #32), for the checks every link and every timeline makes.
 */
export function ownRowIds(db: Db, table: OwnedTable, userId: string, id: string) {
  let lookup = lookups.get(table);
  if (!lookup) {
    lookup = preparedPerDb((handle) =>
      handle
        .select({ id: table.id })
        .from(table as PgTable)
        .where(
          and(eq(table.userId, sql.placeholder("userId")), eq(table.id, sql.placeholder("id"))),
        )
        .prepare(`own_${getTableName(table)}_row`),
    ) as IdsOfOwnRow;
    lookups.set(table, lookup);
  }
  return lookup(db).execute({ userId, id });
}

/**
 * A record a request names by id (an appointment's client, an activity's property) must be the
 * agent's own: another account's id or an unknown one is 400 on the field, never a link.
 */
export async function assertOwnRow(
  db: Db,
  table: OwnedTable,
  userId: string,
  id: string,
  field: string,
  what: string,
): Promise<void> {
  const [row] = await ownRowIds(db, table, userId, id);
  if (!row) {
    throw linkNotFound(field, what);
  }
}

/**
 * True when the id is null (no record named) or names the agent's own row of `table`: a column
 * for a statement that checks a request's links beside what its write needs (issue #32).
 */
export function isNoneOrOwn(table: OwnedTable, userId: Placeholder, id: Placeholder) {
  return sql<boolean>`(${id}::uuid is null or exists (
    select from ${table} where ${table.userId} = ${userId} and ${table.id} = ${id}::uuid
  ))`;
}

/** The 400 for a `field` naming no `what` of the agent's own. */
export function linkNotFound(field: string, what: string) {
  return new HttpError(400, `${what} not found`, [{ path: field, message: `${what} not found` }]);
}
