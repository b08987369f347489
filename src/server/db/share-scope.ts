import { sql } from "drizzle-orm";
import type { Db } from "./db";
import { REQUEST_ROLE } from "./user-scope";

/**
 * Runs `work` as a signed-out visitor holding one link's token: on PostgreSQL it can read that
 * link (and nothing else) to learn whose listing it is; the listing is then read in the owner's
 * scope (docs/decisions/008-public-listing-links.md).
 */
export type ShareScope = <T>(token: string, work: (db: Db) => Promise<T>) => Promise<T>;

export function postgresShareScope(db: Db, canSwitchRole: () => boolean): ShareScope {
  return (token, work) =>
    db.transaction(async (tx) => {
      await tx.execute(
        canSwitchRole()
          ? sql`select set_config('app.share_token', ${token}, true), set_config('role', ${REQUEST_ROLE}, true)`
          : sql`select set_config('app.share_token', ${token}, true)`,
      );
      return work(tx);
    });
}

/** PGlite's superuser is not bound by row-level security: the query's own token filter is the scope. */
export function pgliteShareScope(db: Db): ShareScope {
  return (_token, work) => work(db);
}
