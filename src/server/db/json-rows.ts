import type { AnyColumn, Column, SQL, SQLWrapper } from "drizzle-orm";
import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./db";
import { preparedSql } from "./prepared";
import { rowsOf } from "./rows-of";

/** Column types whose value PostgreSQL's JSON writes as JSON.stringify writes Drizzle's. */
const AS_IS = new Set(["PgUUID", "PgText", "PgJsonb", "PgDateString", "PgInteger", "PgBoolean"]);

/**
 * A column's value as JSON.stringify writes what Drizzle reads from it: an instant as
 * `toISOString` does (milliseconds, 'Z'), a numeric read as a number as that number.
 */
function asJson(column: Column): SQL {
  if (column.columnType === "PgTimestamp") {
    return instantAsJson(column);
  }
  if (column.columnType === "PgNumericNumber") {
    return sql`${column}::float8`;
  }
  if (AS_IS.has(column.columnType)) {
    return sql`${column}`;
  }
  throw new Error(`json-rows: no JSON form for ${column.columnType} (${column.name})`);
}

/** An instant as `toISOString` writes it: milliseconds and 'Z'. */
export function instantAsJson(instant: SQLWrapper): SQL {
  return sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The select of a user's rows of `table` chosen by a condition, as the JSON text of the array
 * that JSON.stringify would make of Drizzle's select of `columns`, in `order`.
 */
function jsonRowsWhere(
  table: PgTable & { userId: AnyColumn },
  columns: Record<string, Column>,
  order: SQL[],
) {
  const fields = Object.entries(columns).map(
    ([key, column]) => sql`${sql.raw(`'${key.replace(/'/g, "''")}'`)}, ${asJson(column)}`,
  );
  return (where: SQL) =>
    sql`select coalesce(json_agg(json_build_object(${sql.join(fields, sql`, `)}) order by ${sql.join(order, sql`, `)}), '[]')::text as json
      from ${table} where ${table.userId} = ${sql.placeholder("userId")} and ${where}`;
}

/**
 * A list's rows as the JSON text of the array that JSON.stringify would make of Drizzle's select
 * of `columns`, built by the database: a whole list of thousands of rows is one string to send,
 * not rows decoded into objects and encoded again (decision 038). The function returned reads the
 * user's whole list in `order`, or its rows with the ids given (decision 039), each a query
 * prepared once (issue #32). Tests compare it with Drizzle's read, column type by column type.
 */
export function listJsonOf(
  name: string,
  table: PgTable & { id: AnyColumn; userId: AnyColumn },
  columns: Record<string, Column>,
  order: SQL[],
): (db: Db, userId: string, rowIds?: string[]) => Promise<string> {
  const rowsWhere = jsonRowsWhere(table, columns, order);
  const whole = preparedSql<{ json: string }>(`${name}_json`, rowsWhere(sql`true`));
  const byIds = preparedSql<{ json: string }>(
    `${name}_json_by_ids`,
    rowsWhere(sql`${table.id} = any(${sql.placeholder("rowIds")}::uuid[])`),
  );
  return async (db, userId, rowIds) => {
    const [row] = rowIds ? await byIds(db, { userId, rowIds }) : await whole(db, { userId });
    return row?.json ?? "[]";
  };
}

/** `listJsonOf`'s JSON of the user's rows that `where` keeps (a condition without placeholders). */
export function listJsonWhere(
  name: string,
  table: PgTable & { userId: AnyColumn },
  columns: Record<string, Column>,
  order: SQL[],
  where: SQL,
): (db: Db, userId: string) => Promise<string> {
  const rows = preparedSql<{ json: string }>(
    `${name}_json`,
    jsonRowsWhere(table, columns, order)(where),
  );
  return async (db, userId) => (await rows(db, { userId }))[0]?.json ?? "[]";
}

/**
 * The rows of `table` chosen by `where` (in `order`, else in none), with `columns` as PostgreSQL's
 * JSON writes them, read as one JSON text of arrays and decoded once: PGlite decodes rows (jsonb
 * and numeric above all) in WebAssembly and JavaScript, three times slower for 2,000 clients than
 * one text, and an array a row costs about half an object.
 */
export async function arrayRowsOf<Row>(
  db: Db,
  columns: Record<string, AnyColumn>,
  table: PgTable,
  where: SQL | undefined,
  order: SQL[] = [],
): Promise<Row[]> {
  const keys = Object.keys(columns);
  const ordered = order.length > 0 ? sql` order by ${sql.join(order, sql`, `)}` : sql``;
  const [result] = await rowsOf<{ rows: string | null }>(
    db,
    sql`select json_agg(json_build_array(${sql.join(Object.values(columns), sql`, `)})${ordered})::text as rows
      from ${table} where ${where}`,
  );
  const rows = result?.rows ? (JSON.parse(result.rows) as unknown[][]) : [];
  return rows.map((values) => Object.fromEntries(keys.map((key, i) => [key, values[i]])) as Row);
}
