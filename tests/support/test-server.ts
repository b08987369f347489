import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { loadConfig } from "../../src/server/env";
import { startServer } from "../../src/server/server";
import { freePort } from "./free-port";

export type TestServer = {
  url: string;
  dataDir: string;
  /** Stops and starts the server on the same data, as after a deploy. */
  restart(): Promise<void>;
  close(): Promise<void>;
};

/** The real server over HTTP on a free port, with its own copy of the migrated test database. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "estate-test-"));
  const { databaseUrl, dropDatabase } = await freshDatabase(dataDir);
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    LOG_REQUESTS: "false",
    TRUST_PROXY: "true",
    ...env,
  });
  let server = await startServer(config, { log: () => {} });
  return {
    url: server.url,
    dataDir,
    async restart() {
      await server.close();
      server = await startServer(config, { log: () => {} });
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
  await adminQuery(template.adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template.template}`);
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dropDatabase: () =>
      adminQuery(template.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(adminUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
