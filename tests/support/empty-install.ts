import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { type Database, openDatabase } from "../../src/server/db/open";
import { createDiskStorage } from "../../src/server/storage/disk-storage";
import type { FileStorage } from "../../src/server/storage/storage";
import { adminQuery, POSTGRES_ADMIN_URL } from "./postgres";

export type EmptyInstall = {
  dataDir: string;
  database: Database;
  storage: FileStorage;
  close(): Promise<void>;
};

/**
 * A data folder with nothing in it and a database of either engine, migrated when the run's
 * template is of that engine (a copy, fast), else left for the caller to migrate.
 */
export async function emptyInstall(driver: "pglite" | "postgres"): Promise<EmptyInstall> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "estate-install-"));
  const template = inject("databaseTemplate");
  const storage = createDiskStorage(path.join(dataDir, "files"));
  if (driver === "pglite") {
    if (template.driver === "pglite") {
      await cp(template.dir, path.join(dataDir, "db"), { recursive: true });
    }
    const database = openDatabase({ pgliteDir: path.join(dataDir, "db"), log: () => {} });
    return {
      dataDir,
      database,
      storage,
      async close() {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `estate_install_${randomBytes(4).toString("hex")}`;
  await adminQuery(
    template.driver === "postgres"
      ? `CREATE DATABASE ${name} TEMPLATE ${template.template}`
      : `CREATE DATABASE ${name}`,
  );
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), pgliteDir: "", log: () => {} });
  return {
    dataDir,
    database,
    storage,
    async close() {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
