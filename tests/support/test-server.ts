import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import type { Db } from "../../src/server/db/db";
import { openDatabase } from "../../src/server/db/open";
import type { UserScope } from "../../src/server/db/user-scope";
import { loadConfig } from "../../src/server/env";
import { type RunningServer, startServer } from "../../src/server/server";
import { freePort } from "./free-port";
import { adminQuery } from "./postgres";

export type TestServer = {
  url: string;
  dataDir: string;
  /** The PostgreSQL database behind it; undefined on PGlite. */
  databaseUrl?: string;
  /** The server's own database handle, for tests that set up what no route can. */
  readonly db: Db;
  /** The server's user scope (row-level security on PostgreSQL), for jobs that run outside requests. */
  readonly asUser: UserScope;
  routes: RunningServer["routes"];
  /** Stops and starts the server on the same data, as after a deploy. */
  restart(): Promise<void>;
  /** Stops the server, runs `change` on its database, and starts it again on the same data. */
  atRest(change: (db: Db) => Promise<unknown>): Promise<void>;
  /** Stops the server, runs `work` with its environment (for a process of its own), then starts it again. */
  whileStopped(work: (env: Record<string, string>) => Promise<unknown>): Promise<void>;
  close(): Promise<void>;
};

/**
 * The real server over HTTP on a free port, with its own copy of the migrated test database, or
 * on the database `env.DATABASE_URL` names (which it migrates and leaves in place).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { webDir?: string; log?: (line: string) => void } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "estate-test-"));
  const { databaseUrl, dropDatabase } = env.DATABASE_URL
    ? { databaseUrl: env.DATABASE_URL, dropDatabase: async () => {} }
    : await freshDatabase(dataDir);
  const port = await freePort();
  const environment: Record<string, string> = {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    AUTH_SECRET: randomBytes(32).toString("hex"),
    LOG_REQUESTS: "false",
    TRUST_PROXY: "true",
    ...env,
  };
  const config = loadConfig({ PORT: String(port), ...environment });
  const serverOptions = { log: options.log ?? (() => {}), webDir: options.webDir };
  let server = await startServer(config, serverOptions);
  return {
    url: server.url,
    routes: server.routes,
    dataDir,
    databaseUrl,
    get db() {
      return server.db;
    },
    get asUser() {
      return server.asUser;
    },
    async restart() {
      await server.close();
      server = await startServer(config, serverOptions);
    },
    async atRest(change) {
      await server.close();
      const database = openDatabase({
        databaseUrl: config.databaseUrl,
        pgliteDir: path.join(config.dataDir, "db"),
      });
      try {
        await change(database.db);
      } finally {
        await database.close();
      }
      server = await startServer(config, serverOptions);
    },
    async whileStopped(work) {
      await server.close();
      try {
        await work(environment);
      } finally {
        server = await startServer(config, serverOptions);
      }
    },
    async close() {
      await server.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function freshDatabase(dataDir: string) {
  const template = inject("databaseTemplate");
  if (template.driver === "pglite") {
    await cp(template.dir, path.join(dataDir, "db"), { recursive: true });
    return { databaseUrl: undefined, dropDatabase: async () => {} };
  }
  const name = `${template.prefix}_${randomBytes(4).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template.template}`, {
    url: template.adminUrl,
  });
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dropDatabase: () =>
      adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, { url: template.adminUrl }),
  };
}
