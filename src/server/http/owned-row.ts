import { and, eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/db";
import { HttpError } from "./errors";

type OwnedTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn };

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
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.userId, userId), eq(table.id, id)));
  if (!row) {
    throw new HttpError(400, `${what} not found`, [{ path: field, message: `${what} not found` }]);
  }
}
