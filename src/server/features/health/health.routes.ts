import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../../db/db";
import type { ErrorBody } from "../../http/errors";
import type { FileStorage } from "../../storage/storage";

/** A check that has not answered by then counts as failed: a load balancer's probe is short. */
const CHECK_TIMEOUT_MS = 2000;

type Deps = { db: Db; storage: FileStorage; isDraining: () => boolean };
type Checks = { database: boolean; storage: boolean };

/**
 * `/health` says the process is alive and touches nothing else, so an orchestrator never restarts
 * every replica because the database is down; `/ready` says whether this replica can serve now
 * (the database and the storage answer, and it is not shutting down), so a load balancer sends
 * requests elsewhere while it cannot.
 */
export function healthRoutes({ db, storage, isDraining }: Deps) {
  return new Hono()
    .get("/health", (c) => c.json({ ok: true }))
    .get("/ready", async (c) => {
      if (isDraining()) {
        return c.json<ErrorBody>({ error: { message: "Not ready: shutting down." } }, 503);
      }
      const [database, stored] = await Promise.all([
        answers(() => db.execute(sql`select 1`)),
        answers(() => storage.check()),
      ]);
      const checks: Checks = { database, storage: stored };
      if (database && stored) {
        return c.json({ ok: true, checks });
      }
      return c.json<ErrorBody & { checks: Checks }>(
        { error: { message: notReadyMessage(checks) }, checks },
        503,
      );
    });
}

async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function notReadyMessage(checks: Checks): string {
  const down = [
    checks.database ? null : "the database",
    checks.storage ? null : "the file storage",
  ].filter(Boolean);
  return `Not ready: ${down.join(" and ")} ${down.length > 1 ? "are" : "is"} not answering.`;
}
