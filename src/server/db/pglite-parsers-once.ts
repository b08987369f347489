import { type PGlite, type QueryOptions, types } from "@electric-sql/pglite";

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
 * PGlite merges the parsers a query brings into a copy of all its own (some 300, one per type
 * and array type) on every query: for the one-row statements of a request, half their cost.
 * Drizzle's are given to PGlite once, when it is ready (before any query runs), and taken off
 * each query; what every query reads stays the same.
 */
export function withParsersOnce(client: PGlite): PGlite {
  void client.waitReady.then(() => Object.assign(client.parsers, DRIZZLE_PARSERS));
  return withoutQueryParsers(client, {
    transaction: (work: (tx: unknown) => Promise<unknown>) =>
      client.transaction((tx) => work(withoutQueryParsers(tx, {}))),
  });
}

type Queryable = {
  query: (query: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;
};

/** `target`, its methods called on itself, with `query` taking no parsers and `overrides` as given. */
function withoutQueryParsers<T extends Queryable>(
  target: T,
  overrides: Record<string, unknown>,
): T {
  const query: Queryable["query"] = (text, params, options) => {
    const { parsers: _drizzles, ...rest } = options ?? {};
    return target.query(text, params, rest);
  };
  const own: Record<string, unknown> = { ...overrides, query };
  return new Proxy(target, {
    get(_, key) {
      if (typeof key === "string" && key in own) {
        return own[key];
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
