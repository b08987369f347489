import { sql } from "drizzle-orm";
import type pg from "pg";
import type { Db } from "./db";
import { type ListVersions, listVersionsOfRow, readListVersions } from "./list-versions";
import type { PoolTimes } from "./pool-times";

/** The database role requests run as on PostgreSQL: not the tables' owner, so row-level security binds it. */
export const REQUEST_ROLE = "estate_app";

/** Runs `work` with the database narrowed to one user's rows. */
export type UserScope = {
  <T>(userId: string, work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * The same, `work` given the user's list versions as read when it began: on PostgreSQL in the
   * round trip that narrows the connection, when it must be narrowed (decision 047).
   */
  atVersions<T>(userId: string, work: (db: Db, versions: ListVersions) => Promise<T>): Promise<T>;
  /** The same for work that writes: on PostgreSQL on connections of their own (decision 047). */
  writing<T>(userId: string, work: (db: Db) => Promise<T>): Promise<T>;
};

/**
 * On PostgreSQL signed-in work runs on pools of its own, whose connections nothing else uses: one
 * for reads, one for writes, so that reads never queue behind commits waiting for the disk.
 * Before any work a connection is narrowed to the user (and switched to the request role when the
 * login may) with session-level settings, and it keeps them until a request for another user
 * takes it: work for the user a connection already carries costs no extra round trip. Work that
 * asks first for the user's list versions, as most answers do, is given them by the statement that
 * narrows (migration 0046). The login's own pool (Better Auth, migrations, jobs) never carries a
 * user or the role.
 */
export function postgresUserScope(
  pools: { reads: pg.Pool; writes: pg.Pool },
  onConnection: (connection: pg.PoolClient) => Db,
  canSwitchRole: () => boolean,
  times?: PoolTimes,
): UserScope {
  const scopedUser = new WeakMap<pg.PoolClient, string>();
  const runNarrowing = async (connection: pg.PoolClient, userId: string, query: pg.QueryConfig) => {
    scopedUser.delete(connection);
    const { rows } = await connection.query(query);
    scopedUser.set(connection, userId);
    return rows;
  };
  // The settings alone cost PostgreSQL less than the function that also reads the versions.
  const narrow = (connection: pg.PoolClient, userId: string) =>
    runNarrowing(
      connection,
      userId,
      canSwitchRole()
        ? {
            name: "narrow_to_user_and_role",
            text: "select set_config('app.user_id', $1, false), set_config('role', $2, false)",
            values: [userId, REQUEST_ROLE],
          }
        : {
            name: "narrow_to_user",
            text: "select set_config('app.user_id', $1, false)",
            values: [userId],
          },
    );
  const narrowReadingVersions = async (connection: pg.PoolClient, userId: string) => {
    const [row] = await runNarrowing(connection, userId, {
      name: "narrow_to_user_reading_versions",
      text: "select * from narrow_to_user($1, $2)",
      values: [userId, canSwitchRole() ? REQUEST_ROLE : null],
    });
    return listVersionsOfRow(row);
  };
  const onConnectionOf = async <T>(
    pool: pg.Pool,
    userId: string,
    work: (connection: pg.PoolClient, isNarrowed: boolean) => Promise<T>,
  ) => {
    const askedAt = performance.now();
    const connection = await pool.connect();
    const takenAt = performance.now();
    try {
      return await work(connection, scopedUser.get(connection) === userId);
    } finally {
      connection.release();
      times?.record(takenAt - askedAt, performance.now() - takenAt);
    }
  };
  const scopeOn =
    (pool: pg.Pool) =>
    <T>(userId: string, work: (db: Db) => Promise<T>) =>
      onConnectionOf(pool, userId, async (connection, isNarrowed) => {
        if (!isNarrowed) {
          await narrow(connection, userId);
        }
        return work(onConnection(connection));
      });
  return Object.assign(scopeOn(pools.reads), {
    writing: scopeOn(pools.writes),
    atVersions: <T>(userId: string, work: (db: Db, versions: ListVersions) => Promise<T>) =>
      onConnectionOf(pools.reads, userId, async (connection, isNarrowed) => {
        const db = onConnection(connection);
        const versions = isNarrowed
          ? await readListVersions(db, userId)
          : await narrowReadingVersions(connection, userId);
        return work(db, versions);
      }),
  });
}

/**
 * PGlite is one connection behind a mutex: a transaction per request would queue every request
 * behind it, and code inside that reached for the outer handle would wait for itself. Its login
 * is a superuser, which row-level security never binds, so here the scope is the query filters.
 */
export function pgliteUserScope(db: Db): UserScope {
  const scoped = <T>(_userId: string, work: (db: Db) => Promise<T>) => work(db);
  return Object.assign(scoped, {
    writing: scoped,
    atVersions: async <T>(userId: string, work: (db: Db, versions: ListVersions) => Promise<T>) =>
      work(db, await readListVersions(db, userId)),
  });
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
