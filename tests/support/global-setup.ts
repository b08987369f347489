import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/open";
import { adminQuery, POSTGRES_ADMIN_URL } from "./postgres";

export type DatabaseTemplate =
  | { driver: "pglite"; dir: string }
  | { driver: "postgres"; adminUrl: string; template: string; prefix: string };

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

let cleanup: () => Promise<void> = async () => {};

/** Migrates one template database per run; each test file then copies it (fast) instead of migrating. */
export async function setup(project: TestProject) {
  // A project's `env` reaches its test workers, not this process: read it from the project.
  if (project.config.env.TEST_DATABASE === "postgres") {
    const prefix = `estate_test_${randomBytes(4).toString("hex")}`;
    const template = `${prefix}_template`;
    await adminQuery(`CREATE DATABASE ${template}`);
    const database = openDatabase({ databaseUrl: urlFor(template), pgliteDir: "" });
    await database.migrate();
    await database.close();
    project.provide("databaseTemplate", {
      driver: "postgres",
      adminUrl: POSTGRES_ADMIN_URL,
      template,
      prefix,
    });
    cleanup = () => dropDatabasesStartingWith(prefix);
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), "estate-pglite-template-"));
  const database = openDatabase({ pgliteDir: dir });
  await database.migrate();
  await database.close();
  project.provide("databaseTemplate", { driver: "pglite", dir });
  cleanup = () => rm(dir, { recursive: true, force: true });
}

export async function teardown() {
  await cleanup();
}

function urlFor(database: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function dropDatabasesStartingWith(prefix: string) {
  const { rows } = await adminQuery("SELECT datname FROM pg_database WHERE datname LIKE $1", {
    params: [`${prefix}%`],
  });
  for (const { datname } of rows as { datname: string }[]) {
    await adminQuery(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}
