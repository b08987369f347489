import { sql } from "drizzle-orm";
import type { Db } from "./open";

/** The database role requests run as on PostgreSQL: not the tables' owner, so row-level security binds it. */
export const REQUEST_ROLE = "estate_app";

/** Runs `work` with the database narrowed to one user's rows. */
export type UserScope = <T>(userId: string, work: (db: Db) => Promise<T>) => Promise<T>;

/**
 * On PostgreSQL each call is one transaction that names the user (and switches to the request
 * role when the login may): both settings are transaction-local, so they end with the commit or
 * rollback and a pooled connection never carries them into the next request.
 */
export function postgresUserScope(db: Db, canSwitchRole: () => boolean): UserScope {
  return (userId, work) =>
    db.transaction(async (tx) => {
      await tx.execute(
        canSwitchRole()
          ? sql`select set_config('app.user_id', ${userId}, true), set_config('role', ${REQUEST_ROLE}, true)`
          : sql`select set_config('app.user_id', ${userId}, true)`,
      );
      return work(tx);
    });
}

/**
 * PGlite is one connection behind a mutex: a transaction per request would queue every request
 * behind it, and code inside that reached for the outer handle would wait for itself. Its login
 * is a superuser, which row-level security never binds, so here the scope is the query filters.
 */
export function pgliteUserScope(db: Db): UserScope {
  return (_userId, work) => work(db);
}

/** Whether this login may switch to the request role; says plainly when it may not. */
export async function probeRequestRole(db: Db, log: (line: string) => void): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${REQUEST_ROLE}, true)`);
    });
    return true;
  } catch (error) {
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    log(
      `row-level security: this login cannot switch to the role ${REQUEST_ROLE} (${String(reason)}). Requests run as the login itself: the policies bind it only if it is not a superuser and has no BYPASSRLS. See docs/decisions/003-row-level-security.md to create the role.`,
    );
    return false;
  }
}
