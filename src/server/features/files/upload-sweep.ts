import type { Db } from "../../db/db";
import { users } from "../../db/schema/users";
import type { UserScope } from "../../db/user-scope";
import type { FileStorage } from "../../storage/storage";
import { findUnusedUploads, removeUpload } from "./files.service";

const HOUR = 60 * 60 * 1000;
const BATCH = 500;
// A put still under way is seconds old; an hour leaves any slow disk or big file alone.
const LEFTOVER_AGE = HOUR;

export type SweepDeps = {
  db: Db;
  asUser: UserScope;
  storage: FileStorage;
  graceMs: number;
  log: (line: string) => void;
};

/**
 * Removes uploads that no record of their owner uses once they are older than the grace period
 * (a form left open keeps its fresh uploads), and what interrupted writes left on disk. Each
 * owner's uploads are swept in that owner's scope, as row-level security wants on PostgreSQL.
 */
export async function sweepUploads(deps: SweepDeps, now: Date) {
  const before = new Date(now.getTime() - deps.graceMs);
  const owners = await deps.db.selectDistinct({ id: users.id }).from(users);
  let uploads = 0;
  for (const { id } of owners) {
    uploads += await deps.asUser(id, (db) => sweepOwner({ ...deps, db }, id, before));
  }
  const leftovers = await deps.storage.removeLeftovers(new Date(now.getTime() - LEFTOVER_AGE));
  return { uploads, leftovers };
}

/** Sweeps now and then hourly, without keeping the process alive; stop() waits for a sweep under way. */
export function startUploadSweep(deps: SweepDeps) {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = running.then(async () => {
      try {
        const { uploads, leftovers } = await sweepUploads(deps, new Date());
        if (uploads + leftovers > 0) {
          deps.log(`sweep removed ${uploads} unused uploads and ${leftovers} leftover files`);
        }
      } catch (error) {
        deps.log(`sweep failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  };
  sweep();
  const timer = setInterval(sweep, HOUR);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

async function sweepOwner(
  { db, storage, log }: SweepDeps,
  userId: string,
  before: Date,
): Promise<number> {
  let uploads = 0;
  for (;;) {
    const unused = await findUnusedUploads(db, userId, before, BATCH);
    let removed = 0;
    for (const { key } of unused) {
      try {
        await removeUpload(db, storage, key);
        removed += 1;
      } catch (error) {
        log(`sweep could not delete file ${key}: ${String(error)}`);
      }
    }
    uploads += removed;
    // A full batch may hide more; one where nothing could be removed would only repeat itself.
    if (unused.length < BATCH || removed === 0) {
      return uploads;
    }
  }
}
