import { createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { Db } from "../db/db";
import type { FileStorage } from "../storage/storage";
import { BACKUP_TABLES, countRows, migrationLevel, tableRows } from "./backup-tables";
import { type TarEntry, tarStream } from "./tar";

export const MANIFEST_NAME = "backup.json";
export const FORMAT = "estate-crm-backup";
/** A stored file's content type travels in an entry of its own just before its bytes. */
export const CONTENT_TYPE_SUFFIX = "~meta.json";

export type Manifest = {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  migrations: { count: number; newest: string };
  /** Rows per table, counted in the same snapshot the rows are read from. */
  tables: Record<string, number>;
};

export type BackupSummary = { rows: number; files: number; bytes: number };

/**
 * Writes the whole database and every stored file into one .tar.gz at `file`: `backup.json`,
 * then each table's rows in dependency order (`db/<nn>-<table>/<page>.ndjson`), then the files
 * (`files/<key>`). The rows come from one REPEATABLE READ transaction, so they are consistent.
 */
export async function writeBackup(
  deps: { db: Db; storage: FileStorage },
  file: string,
): Promise<BackupSummary> {
  const summary: BackupSummary = { rows: 0, files: 0, bytes: 0 };
  // Written aside and renamed: an interrupted backup never looks like a finished one.
  const partial = `${file}.partial`;
  try {
    await deps.db.transaction(
      async (tx) => {
        const entries = archiveEntries(tx, deps.storage, summary);
        await pipeline(Readable.from(tarStream(entries)), createGzip(), createWriteStream(partial));
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    await rename(partial, file);
    return summary;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function* archiveEntries(
  db: Db,
  storage: FileStorage,
  summary: BackupSummary,
): AsyncGenerator<TarEntry> {
  yield jsonEntry(MANIFEST_NAME, await manifestOf(db));
  for (const [index, table] of BACKUP_TABLES.entries()) {
    let page = 0;
    for await (const rows of tableRows(db, table)) {
      page += 1;
      summary.rows += rows.length;
      yield {
        name: `db/${pad(index, 2)}-${table.name}/${pad(page, 6)}.ndjson`,
        body: new TextEncoder().encode(`${rows.join("\n")}\n`),
      };
    }
  }
  for await (const key of storage.list()) {
    const stored = await storage.get(key);
    // Deleted since it was listed: the rows read earlier may still name it, as they did then.
    if (!stored) {
      continue;
    }
    summary.files += 1;
    summary.bytes += stored.size;
    yield jsonEntry(`files/${key}${CONTENT_TYPE_SUFFIX}`, { contentType: stored.contentType });
    yield { name: `files/${key}`, body: stored.body };
  }
}

async function manifestOf(db: Db): Promise<Manifest> {
  const tables: Record<string, number> = {};
  for (const table of BACKUP_TABLES) {
    tables[table.name] = await countRows(db, table);
  }
  return {
    format: FORMAT,
    version: 1,
    createdAt: new Date().toISOString(),
    migrations: await migrationLevel(db),
    tables,
  };
}

function jsonEntry(name: string, value: unknown): TarEntry {
  return { name, body: new TextEncoder().encode(JSON.stringify(value, null, 2)) };
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, "0");
}
