import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./db";

/**
 * A query Drizzle builds once per database handle and then only runs with new values: building
 * the SQL text is a good share of a one-row read's cost (a few rows of pair statuses: 921 → 676 µs
 * of server CPU a request, issue #32). On PostgreSQL `build` names the statement, so each
 * connection also parses and plans it once.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

// As the handles in open.ts name columns: the schema declares them in camelCase.
const dialect = new PgDialect({ casing: "snake_case" });

/**
 * A raw SQL query (`rowsOf`'s kind) turned into text once and prepared per database handle under
 * `name`: its values are `sql.placeholder`s, given by name to the function returned.
 */
export function preparedSql<Row>(name: string, query: SQL) {
  const text = dialect.sqlToQuery(query);
  const prepared = preparedPerDb((db) => db._.session.prepareQuery(text, undefined, name, false));
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    const result = (await prepared(db).execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
