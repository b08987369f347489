import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { type EmptyInstall, emptyInstall } from "../../../tests/support/empty-install";
import { isPostgresUp } from "../../../tests/support/postgres";
import { seedAccount } from "../../../tests/support/seed-account";
import { seedDuplicates } from "../../../tests/support/seed-duplicates";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import type { Db } from "../db/db";
import { rowsOf } from "../db/rows-of";
import * as schema from "../db/schema/index";
import { createDiskStorage } from "../storage/disk-storage";
import { photoSizeKeys } from "../storage/photo-sizes";
import { createS3Storage } from "../storage/s3-storage";
import { startS3TestServer } from "../storage/s3-test-server";
import type { FileStorage } from "../storage/storage";
import { writeBackup } from "./backup";
import { BACKUP_TABLES, DERIVED_TABLES, ROWS_PER_PAGE } from "./backup-tables";
import { RestoreError, restoreBackup } from "./restore";

const driver = inject("databaseTemplate").driver;
let server: TestServer;
let sourceStorage: FileStorage;
let workDir: string;
let archive: string;

beforeAll(async () => {
  server = await startTestServer();
  sourceStorage = createDiskStorage(path.join(server.dataDir, "files"));
  await seedDuplicates((await seedAccount(server, ROWS_PER_PAGE + 500)).agent);
  await seedAccount(server);
  workDir = await mkdtemp(path.join(tmpdir(), "estate-backup-"));
  archive = path.join(workDir, "backup.tar.gz");
  await writeBackup({ db: server.db, storage: sourceStorage }, archive);
});

afterAll(async () => {
  await server?.close();
  await rm(workDir, { recursive: true, force: true });
});

test("the backup covers every table of the schema", () => {
  const schemaTables = Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table));
  expect([...BACKUP_TABLES.map(({ name }) => name), ...DERIVED_TABLES].sort()).toEqual(
    schemaTables.sort(),
  );
});

describe(`a backup restored on ${driver}`, () => {
  let target: EmptyInstall;

  beforeAll(async () => {
    target = await emptyInstall(driver);
    await restoreBackup(target, archive, { force: false });
  });

  afterAll(async () => {
    await target?.close();
  });

  test("loses nothing: every row the same, every referenced file there", async () => {
    await expectSameInstall(target);
  });

  test("is refused over data without --force, and nothing changes", async () => {
    await expect(restoreBackup(target, archive, { force: false })).rejects.toThrow(
      /already holds data.*--force/,
    );
    await expectSameInstall(target);
  });

  test("with --force replaces what the target held", async () => {
    await target.database.db.execute(
      sql`insert into verifications (id, identifier, value, expires_at) values ('stray', 'x', 'y', now())`,
    );
    await target.storage.put("stray/file.png", new Uint8Array([1]), "image/png");

    await restoreBackup(target, archive, { force: true });

    await expectSameInstall(target);
    expect(await target.storage.get("stray/file.png")).toBeNull();
  });

  test("refuses a file that is not a backup", async () => {
    const notABackup = path.join(workDir, "notes.tar.gz");
    await writeFile(notABackup, "hello");
    await expect(restoreBackup(target, notABackup, { force: true })).rejects.toThrow(RestoreError);
    await expectSameInstall(target);
  });
});

describe("a backup restored with files in a bucket", () => {
  test.runIf(driver === "pglite")(
    "writes every file to S3, and --force empties it first",
    async () => {
      const s3 = await startS3TestServer();
      const target = await emptyInstall("pglite");
      const bucket = { ...target, storage: createS3Storage(s3.config) };
      try {
        await bucket.storage.put("stray/file.png", new Uint8Array([1]), "image/png");
        await restoreBackup(bucket, archive, { force: true });
        await expectSameInstall(bucket);
        expect(await bucket.storage.get("stray/file.png")).toBeNull();
      } finally {
        await target.close();
        await s3.stop();
      }
    },
  );
});

describe("a PGlite backup", () => {
  test.runIf(driver === "pglite")("restores into PostgreSQL", async (context) => {
    if (!(await isPostgresUp())) {
      console.log(
        "skipped: PGlite → PostgreSQL needs PostgreSQL at 127.0.0.1:5432, which does not answer",
      );
      context.skip();
    }
    const target = await emptyInstall("postgres");
    try {
      await restoreBackup(target, archive, { force: false });
      await expectSameInstall(target);
    } finally {
      await target.close();
    }
  });
});

async function expectSameInstall(target: EmptyInstall) {
  expect(await fingerprint(target.database.db)).toEqual(await fingerprint(server.db));
  const keys = await referencedFileKeys(server.db);
  expect(keys.length).toBeGreaterThanOrEqual(6);
  for (const key of keys) {
    const [original, restored] = await Promise.all([
      sourceStorage.get(key),
      target.storage.get(key),
    ]);
    expect(restored, key).toEqual(original);
  }
  // The photos' and avatars' sizes travel as the files they are (issue #25).
  const sizeKeys = keys.flatMap(photoSizeKeys);
  expect(sizeKeys.length).toBeGreaterThanOrEqual(3 * 4);
  for (const key of sizeKeys) {
    const [original, restored] = await Promise.all([
      sourceStorage.get(key),
      target.storage.get(key),
    ]);
    expect(original?.contentType, key).toBe("image/webp");
    expect(restored, key).toEqual(original);
  }
}

/** Each table's row count and a hash of its rows' JSON, in UTC. */
async function fingerprint(db: Db) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const tables: Record<string, unknown> = {};
    for (const { name, key } of BACKUP_TABLES) {
      [tables[name]] = await rowsOf(
        tx,
        sql`select count(*)::int as rows, md5(coalesce(string_agg(row_to_json(t)::text, E'\n' order by t.${sql.identifier(key)}::text collate "C"), '')) as hash from ${sql.identifier(name)} t`,
      );
    }
    return tables;
  });
}

async function referencedFileKeys(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ url: string }>(
    db,
    sql`select f->>'url' as url from properties, jsonb_array_elements(photos || documents) f
      union all select image from users where image is not null`,
  );
  return rows.map(({ url }) => url.replace("/api/files/", ""));
}
