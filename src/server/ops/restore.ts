import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import type { Database } from "../db/open";
import type { FileStorage } from "../storage/storage";
import { CONTENT_TYPE_SUFFIX, FORMAT, MANIFEST_NAME, type Manifest } from "./backup";
import {
  BACKUP_TABLES,
  countRows,
  hasAnyRow,
  insertRows,
  migrationLevel,
  truncateAll,
} from "./backup-tables";
import { type TarEntry, tarEntries } from "./tar";

/** A restore that would lose data or cannot work; the command prints the message and stops. */
export class RestoreError extends Error {}

export type RestoreSummary = { rows: number; files: number };

const DB_PAGE = /^db\/\d+-([a-z_]+)\/\d+\.ndjson$/;

/**
 * Loads a `writeBackup` archive: migrations first, then the rows in the archive's order in one
 * transaction, then the files. Refuses a database or storage that holds anything unless `force`,
 * which empties both first.
 */
export async function restoreBackup(
  deps: { database: Database; storage: FileStorage },
  file: string,
  options: { force: boolean },
): Promise<RestoreSummary> {
  const entries = tarEntries(gunzipped(file))[Symbol.asyncIterator]();
  try {
    return await restoreEntries(deps, entries, options);
  } finally {
    await entries.return?.(undefined);
  }
}

async function restoreEntries(
  { database, storage }: { database: Database; storage: FileStorage },
  entries: AsyncIterator<TarEntry>,
  options: { force: boolean },
): Promise<RestoreSummary> {
  const manifest = await readManifest(entries);
  await database.migrate();
  await assertSameMigrations(manifest, database);
  await assertEmptyOrForced(database, storage, options.force);

  const summary: RestoreSummary = { rows: 0, files: 0 };
  let next = await entries.next();
  await database.db.transaction(async (tx) => {
    if (options.force) {
      await truncateAll(tx);
    }
    for (; !next.done && next.value.name.startsWith("db/"); next = await entries.next()) {
      const table = tableOf(next.value.name);
      const lines = new TextDecoder().decode(next.value.body).split("\n").filter(Boolean);
      await insertRows(tx, table, lines);
      summary.rows += lines.length;
    }
    for (const table of BACKUP_TABLES) {
      const count = await countRows(tx, table);
      if (count !== (manifest.tables[table.name] ?? 0)) {
        throw new RestoreError(
          `The archive is incomplete: ${table.name} has ${count} rows, the backup counted ${manifest.tables[table.name]}. Nothing was restored.`,
        );
      }
    }
  });

  if (options.force) {
    await removeEveryFile(storage);
  }
  let contentType = "application/octet-stream";
  for (; !next.done; next = await entries.next()) {
    const { name, body } = next.value;
    if (name.endsWith(CONTENT_TYPE_SUFFIX)) {
      ({ contentType } = JSON.parse(new TextDecoder().decode(body)) as { contentType: string });
    } else if (name.startsWith("files/")) {
      await storage.put(name.slice("files/".length), body, contentType);
      summary.files += 1;
    }
  }
  return summary;
}

function gunzipped(file: string): Readable {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on("error", (error) => gunzip.destroy(error));
  return input.pipe(gunzip);
}

async function readManifest(entries: AsyncIterator<TarEntry>): Promise<Manifest> {
  const first = await entries.next().catch(() => null);
  const manifest =
    first && !first.done && first.value.name === MANIFEST_NAME
      ? (JSON.parse(new TextDecoder().decode(first.value.body)) as Manifest)
      : null;
  if (manifest?.format !== FORMAT) {
    throw new RestoreError("This is not an Estate CRM backup (made by npm run backup).");
  }
  return manifest;
}

async function assertSameMigrations(manifest: Manifest, database: Database) {
  const here = await migrationLevel(database.db);
  if (here.count !== manifest.migrations.count || here.newest !== manifest.migrations.newest) {
    throw new RestoreError(
      `The backup was made at migration ${manifest.migrations.count} and this install is at ${here.count}: restore it with the version that made it, then start this version, which migrates it.`,
    );
  }
}

async function assertEmptyOrForced(database: Database, storage: FileStorage, force: boolean) {
  if (force) {
    return;
  }
  if (await hasAnyRow(database.db)) {
    throw new RestoreError(
      "The database already holds data: restore into an empty one, or add --force to replace everything in it.",
    );
  }
  for await (const _key of storage.list()) {
    throw new RestoreError(
      "The file storage already holds files: restore into an empty one, or add --force to replace everything in it.",
    );
  }
}

async function removeEveryFile(storage: FileStorage) {
  const keys: string[] = [];
  for await (const key of storage.list()) {
    keys.push(key);
  }
  for (const key of keys) {
    await storage.delete(key);
  }
}

function tableOf(entryName: string) {
  const table = BACKUP_TABLES.find(({ name }) => name === DB_PAGE.exec(entryName)?.[1]);
  if (!table) {
    throw new RestoreError(`The archive holds rows of an unknown table: ${entryName}`);
  }
  return table;
}
