import { sql } from "drizzle-orm";
import type pg from "pg";
import type { Db } from "./db";
import type { PoolTimes } from "./pool-times";

/** The database role requests run as on PostgreSQL: not the tables' owner, so row-level security binds it. */
export const REQUEST_ROLE = "estate_app";

/** Runs `work` with the database narrowed to one user's rows. */
export type UserScope = <T>(userId: string, work: (db: Db) => Promise<T>) => Promise<T>;

/**
 * On PostgreSQL signed-in work runs on a pool of its own, whose connections nothing else uses.
 * Before any work a connection is narrowed to the user (and switched to the request role when the
 * login may) with session-level settings, and it keeps them until a request for another user
 * takes it: work for the user a connection already carries costs no extra round trip. The
 * login's own pool (Better Auth, migrations, jobs) never carries a user or the role.
 */
export function postgresUserScope(
  pool: pg.Pool,
  onConnection: (connection: pg.PoolClient) => Db,
  canSwitchRole: () => boolean,
  times?: PoolTimes,
): UserScope {
  const scopedUser = new WeakMap<pg.PoolClient, string>();
  return async (userId, work) => {
    const askedAt = performance.now();
    const connection = await pool.connect();
    const takenAt = performance.now();
    try {
      if (scopedUser.get(connection) !== userId) {
        scopedUser.delete(connection);
        await connection.query(
          canSwitchRole()
            ? "select set_config('app.user_id', $1, false), set_config('role', $2, false)"
            : "select set_config('app.user_id', $1, false)",
          canSwitchRole() ? [userId, REQUEST_ROLE] : [userId],
        );
        scopedUser.set(connection, userId);
      }
      return await work(onConnection(connection));
    } finally {
      connection.release();
      times?.record(takenAt - askedAt, performance.now() - takenAt);
    }
  };
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
