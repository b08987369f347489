import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { getTableName, is } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { PgTable } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Db, Schema } from "./db";
import { drizzleClientOf } from "./pglite-client";
import { keepStatisticsFresh } from "./pglite-statistics";
import { poolTimes } from "./pool-times";
import * as schema from "./schema/index";
import { pgliteShareScope, postgresShareScope, type ShareScope } from "./share-scope";
import { isDatabaseUnavailable } from "./unavailable";
import { pgliteUserScope, postgresUserScope, probeRequestRole, type UserScope } from "./user-scope";

export type Database = {
  /** The login's own handle: migrations, Better Auth, health, jobs that name no user. */
  db: Db;
  /** Everything a signed-in request does with the database goes through this. */
  asUser: UserScope;
  /** The public link routes reach the database through this, holding the link's token. */
  asShare: ShareScope;
  driver: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const MIGRATIONS_FOLDER = findMigrationsFolder(import.meta.dirname);
/**
 * PostgreSQL's default 128 MB of shared buffers is zeroed at every start, most of a second in
 * WASM, and counted in the server's own memory; one agent's tables and indexes fit in a fraction
 * of it, and the OS caches the files (docs/decisions/007-npm-start-runs-a-server-bundle.md).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];
/** Our own tables: ANALYZE of the whole database would also scan every system catalogue. */
const TABLE_NAMES = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => `"${getTableName(table)}"`)
  .join(", ");
// While PostgreSQL is unreachable a request should fail in seconds, not wait for the OS timeout.
const CONNECT_TIMEOUT_MS = 5000;
/** Per pool: the login's own, and the signed-in requests' reads. */
const POOL_SIZE = 10;
/**
 * The signed-in requests' writes: a commit waits for the disk, now and then for hundreds of
 * milliseconds, and reads must not queue behind the connections it holds (decision 047).
 */
const WRITE_POOL_SIZE = 5;
/**
 * No query of this app runs long enough to gain from JIT compiling, and a generic plan's estimate
 * over a large table crossed `jit_above_cost`: Today then took 400 ms of compiling to run 1 ms
 * (2,000 agents of 300 clients, issue #32). Off on every connection.
 */
const SESSION_SETUP = "set jit = off";
/**
 * The signed-in requests' statements are prepared once per connection and run with new values
 * (db/prepared.ts), but PostgreSQL planned the larger ones again at every call: their generic
 * plan's estimate came out above the plans made for each call's values, so it kept making those.
 * Planning was most of their cost (Today: 0.6–0.9 ms of planning against 0.3 ms of execution,
 * and the generic plan ran as fast), and an agent's rows are few enough that no value needs a
 * plan of its own (decision 047).
 */
const REQUEST_SESSION_SETUP = `set plan_cache_mode = force_generic_plan; ${SESSION_SETUP}`;
/**
 * At start the database may not answer yet (it restarts beside the app, or a connection waits on a
 * busy machine): keep trying this long before giving up, waiting a little longer each time.
 */
const START_WAIT_MS = 60_000;
const START_RETRY_MS = { first: 250, most: 5000 };
/** Any fixed number: every replica of this app takes the same advisory lock to migrate. */
const MIGRATION_LOCK_ID = 7_316_020_113;

/**
 * PostgreSQL when a URL is given, else PGlite keeping its files in `pgliteDir`; a new `pgliteDir`
 * starts as a copy of `pgliteTemplateDir` when that holds a database.
 */
export function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir: string;
  pgliteTemplateDir?: string;
  log?: (line: string) => void;
  /** Every so often, log the request pool's waits and holds (PostgreSQL only; 0: never). */
  poolStatsEveryMs?: number;
}): Database {
  const log = options.log ?? ((line: string) => console.log(line));
  if (options.databaseUrl) {
    const pool = openPool(options.databaseUrl, log, POOL_SIZE, SESSION_SETUP);
    const requestPool = openPool(options.databaseUrl, log, POOL_SIZE, REQUEST_SESSION_SETUP);
    const writePool = openPool(options.databaseUrl, log, WRITE_POOL_SIZE, REQUEST_SESSION_SETUP);
    const db = drizzlePg(pool, { schema, casing: "snake_case" });
    db.transaction = (work, config) =>
      onOwnConnection(pool, (connectionDb) => connectionDb.transaction(work, config));
    let canSwitchRole = false;
    const times = options.poolStatsEveryMs ? poolTimes(options.poolStatsEveryMs, log) : undefined;
    return {
      db,
      asUser: postgresUserScope(
        { reads: requestPool, writes: writePool },
        drizzleOn,
        () => canSwitchRole,
        times,
      ),
      asShare: postgresShareScope(db, () => canSwitchRole),
      driver: "postgres",
      async migrate() {
        await whileHoldingMigrationLock(pool, log, () =>
          migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
        );
        canSwitchRole = await probeRequestRole(db, log);
      },
      close: async () => {
        times?.stop();
        await Promise.all([pool.end(), requestPool.end(), writePool.end()]);
      },
    };
  }
  if (options.pgliteTemplateDir) {
    copyTemplateIfNew(options.pgliteTemplateDir, options.pgliteDir);
  }
  mkdirSync(options.pgliteDir, { recursive: true });
  const client = new PGlite(options.pgliteDir, { startParams: PGLITE_START_PARAMS });
  const db = drizzlePglite({ client: drizzleClientOf(client), schema, casing: "snake_case" });
  const statistics = keepStatisticsFresh(client, log);
  return {
    db,
    asUser: pgliteUserScope(db),
    asShare: pgliteShareScope(db),
    driver: "pglite",
    async migrate() {
      if (!(await hasEveryMigration(client))) {
        await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      }
      // PGlite has no autovacuum: refresh the planner's statistics ourselves, now and as the
      // tables change.
      await client.exec(`ANALYZE ${TABLE_NAMES}`);
    },
    async close() {
      await statistics.stop();
      await client.close();
    },
  };
}

/**
 * Whether the newest migration is recorded, the test Drizzle's migrator makes too: it skips the
 * migrator's DDL (CREATE SCHEMA/TABLE IF NOT EXISTS, a transaction), slow on a cold PGlite.
 */
async function hasEveryMigration(client: PGlite): Promise<boolean> {
  const newest = Math.max(
    ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis),
  );
  try {
    const { rows } = await client.query<{ newest: string | null }>(
      'select max(created_at) as newest from "drizzle"."__drizzle_migrations"',
    );
    return Number(rows[0]?.newest ?? 0) >= newest;
  } catch {
    // No migration table yet: a new database.
    return false;
  }
}

/** Copying a migrated database takes a fraction of a second; initdb and the migrations, seconds. */
function copyTemplateIfNew(templateDir: string, pgliteDir: string) {
  if (existsSync(pgliteDir) || !existsSync(path.join(templateDir, "PG_VERSION"))) {
    return;
  }
  // Copied aside and renamed, so an interrupted copy never looks like a database.
  const partial = `${pgliteDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(templateDir, partial, { recursive: true });
  renameSync(partial, pgliteDir);
}

/** drizzle/ at the project's root, from src/server/db in development or dist/server once built. */
function findMigrationsFolder(from: string): string {
  const folder = path.join(from, "drizzle");
  if (existsSync(path.join(folder, "meta", "_journal.json"))) {
    return folder;
  }
  const parent = path.dirname(from);
  if (parent === from) {
    throw new Error("The drizzle/ migrations folder was not found");
  }
  return findMigrationsFolder(parent);
}

/**
 * Replicas started together migrate one at a time: the first applies the migrations, the others
 * wait here, then find nothing left to apply. The lock is held by one connection of the pool,
 * kept out of circulation until it is released (a session lock ends with its connection anyway).
 */
async function whileHoldingMigrationLock(
  pool: pg.Pool,
  log: (line: string) => void,
  work: () => Promise<void>,
) {
  const connection = await connectWhenReachable(pool, log);
  try {
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await work();
    } finally {
      await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    connection.release();
  }
}

/** The pool's first connection, tried again while the database is unreachable, up to START_WAIT_MS. */
async function connectWhenReachable(pool: pg.Pool, log: (line: string) => void) {
  const giveUpAt = Date.now() + START_WAIT_MS;
  let retryMs = START_RETRY_MS.first;
  for (;;) {
    try {
      return await pool.connect();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + retryMs > giveUpAt) {
        throw error;
      }
      log(
        `database not answering yet (${(error as Error).message}); trying again in ${retryMs} ms`,
      );
      await sleep(retryMs);
      retryMs = Math.min(retryMs * 2, START_RETRY_MS.most);
    }
  }
}

function openPool(
  connectionString: string,
  log: (line: string) => void,
  size: number,
  /** A statement each new connection runs first (settings of its session). */
  setUp?: string,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: size,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // pg-pool awaits it before it hands the new connection out, and drops the connection if it fails.
    onConnect: setUp ? async (connection) => void (await connection.query(setUp)) : undefined,
  });
  // A restart or failover breaks connections between queries, and an 'error' event nobody
  // listens to ends the process. The pool reports (and drops) idle connections; one that breaks
  // while a request holds it fails that request's query with the same error.
  pool.on("error", (error) => log(`database connection lost: ${error.message}`));
  pool.on("connect", (connection) => connection.on("error", () => {}));
  return pool;
}

const connectionDbs = new WeakMap<pg.PoolClient, NodePgDatabase<Schema>>();

/** Drizzle on one pooled connection, made once per connection. */
function drizzleOn(connection: pg.PoolClient): NodePgDatabase<Schema> {
  let db = connectionDbs.get(connection);
  if (!db) {
    db = drizzlePg(connection, { schema, casing: "snake_case" });
    connectionDbs.set(connection, db);
  }
  return db;
}

/**
 * drizzle-orm 0.45 takes a pool connection for a transaction and sends BEGIN before its
 * try/finally: a connection lost at that moment (PostgreSQL restarting) is never given back, and
 * a few restarts leave the pool empty for good. Transactions take their connection here instead;
 * pg-pool closes it on release if it broke.
 */
async function onOwnConnection<T>(
  pool: pg.Pool,
  work: (db: NodePgDatabase<Schema>) => Promise<T>,
): Promise<T> {
  const connection = await pool.connect();
  try {
    return await work(drizzleOn(connection));
  } finally {
    connection.release();
  }
}
