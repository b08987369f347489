import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index";
import { pgliteUserScope, postgresUserScope, probeRequestRole, type UserScope } from "./user-scope";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Database = {
  /** The login's own handle: migrations, Better Auth, health, jobs that name no user. */
  db: Db;
  /** Everything a signed-in request does with the database goes through this. */
  asUser: UserScope;
  driver: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, "../../../drizzle");
// While PostgreSQL is unreachable a request should fail in seconds, not wait for the OS timeout.
const CONNECT_TIMEOUT_MS = 5000;
const PGLITE_SHARED_BUFFERS = "16MB";
/** Per pool: the login's own, and the signed-in requests'. */
const POOL_SIZE = 10;

/** PostgreSQL when a URL is given, else PGlite keeping its files in `pgliteDir`. */
export function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir: string;
  log?: (line: string) => void;
}): Database {
  const log = options.log ?? ((line: string) => console.log(line));
  if (options.databaseUrl) {
    const pool = openPool(options.databaseUrl, log);
    const requestPool = openPool(options.databaseUrl, log);
    const db = drizzlePg(pool, { schema, casing: "snake_case" });
    db.transaction = (work, config) =>
      onOwnConnection(pool, (connectionDb) => connectionDb.transaction(work, config));
    let canSwitchRole = false;
    return {
      db,
      asUser: postgresUserScope(requestPool, drizzleOn, () => canSwitchRole),
      driver: "postgres",
      async migrate() {
        await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
        canSwitchRole = await probeRequestRole(db, log);
      },
      close: async () => {
        await Promise.all([pool.end(), requestPool.end()]);
      },
    };
  }
  mkdirSync(options.pgliteDir, { recursive: true });
  const client = new PGlite(options.pgliteDir, {
    // PostgreSQL's default 128 MB of shared buffers is touched at start and counted in the server's
    // own memory here; one agent's data fits in a fraction of it, and the OS caches the files.
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite(client, { schema, casing: "snake_case" });
  return {
    db,
    asUser: pgliteUserScope(db),
    driver: "pglite",
    async migrate() {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      // PGlite has no autovacuum: refresh the planner's statistics ourselves.
      await client.exec("ANALYZE");
    },
    close: () => client.close(),
  };
}

function openPool(connectionString: string, log: (line: string) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
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
