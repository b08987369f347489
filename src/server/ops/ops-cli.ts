import { existsSync } from "node:fs";
import path from "node:path";
import { type Database, openDatabase } from "../db/open";
import { ConfigError, loadConfig } from "../env";
import { createStorage } from "../storage/create-storage";
import type { FileStorage } from "../storage/storage";

/** A command's refusal: printed as one line, exit status 1. */
export class CommandError extends Error {}

export type OpsTarget = { database: Database; storage: FileStorage; describe: string };

/** The database and storage the server would use, from the same environment variables. */
export async function openTarget(options: { mustExist: boolean }): Promise<OpsTarget> {
  const config = loadConfig();
  const pgliteDir = path.join(config.dataDir, "db");
  if (options.mustExist && !config.databaseUrl && !existsSync(path.join(pgliteDir, "PG_VERSION"))) {
    throw new CommandError(`There is no database in ${pgliteDir} (DATA_DIR) to back up.`);
  }
  if (!config.databaseUrl && existsSync(path.join(pgliteDir, "postmaster.pid"))) {
    throw new CommandError(
      `The embedded database in ${pgliteDir} is open in a running server: stop the server first (one process at a time).`,
    );
  }
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir,
    log: (line) => console.error(line),
  });
  const storage = await createStorage({ dataDir: config.dataDir, s3: config.s3 });
  const describe = `${config.databaseUrl ? "PostgreSQL" : `the embedded database in ${config.dataDir}`}, files in ${config.s3 ? `the bucket ${config.s3.bucket}` : path.join(config.dataDir, "files")}`;
  return { database, storage, describe };
}

/** Runs a command, printing a known failure as one line and exiting 1. */
export async function runCommand(
  work: () => Promise<void>,
  isKnown: (error: unknown) => boolean,
): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof CommandError || isKnown(error)) {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    }
    throw error;
  }
}
