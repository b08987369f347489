import type { Db } from "./db";

/**
 * A query Drizzle builds once per database handle and then only runs with new values: building
 * the SQL text is a good share of a one-row read's cost. On PostgreSQL `build` names the
 * statement, so each connection also parses and plans it once.
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
