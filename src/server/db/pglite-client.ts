import { type PGlite, type QueryOptions, type Transaction, types } from "@electric-sql/pglite";
import { preparedStatements } from "./pglite-statements";

const asText = (value: string) => value;

/**
 * The parsers Drizzle's PGlite driver sends with every query (drizzle-orm/pglite/session.js):
 * timestamps, dates and intervals, and their arrays, stay text, which Drizzle's columns read.
 */
const DRIZZLE_PARSERS = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((type) => [type, asText]),
);

/**
 * The client Drizzle is given: PGlite with Drizzle's parsers set once, when it is ready (before
 * any query runs), and taken off each query (PGlite merges the parsers a query brings into a copy
 * of all its own, some 300, on every query: for the one-row statements of a request, half their
 * cost); and each query text run as a prepared statement (pglite-statements.ts, decision 042).
 * What every query reads stays the same.
 */
export function drizzleClientOf(client: PGlite): PGlite {
  void client.waitReady.then(() => Object.assign(client.parsers, DRIZZLE_PARSERS));
  const statements = preparedStatements(client);
  return withQuery(client, {
    query: (text: string, params?: unknown[], options?: QueryOptions) =>
      statements.query(text, params, withoutParsers(options)),
    transaction: (work: (tx: Transaction) => Promise<unknown>) =>
      client.transaction((tx) =>
        work(
          withQuery(tx, {
            query: (text: string, params?: unknown[], options?: QueryOptions) => {
              if (tx.closed) {
                throw new Error("Transaction is closed");
              }
              return statements.queryInTransaction(text, params, withoutParsers(options));
            },
          }),
        ),
      ),
  });
}

function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) {
    return options;
  }
  const { parsers: _drizzles, ...rest } = options;
  return rest;
}

/** `target`, its methods called on itself, with `overrides` in place of its own. */
function withQuery<T extends object>(target: T, overrides: Record<string, unknown>): T {
  return new Proxy(target, {
    get(_, key) {
      if (typeof key === "string" && key in overrides) {
        return overrides[key];
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
