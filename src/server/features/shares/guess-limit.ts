import type { HttpBindings } from "@hono/node-server";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Context, Env } from "hono";
import { createMiddleware } from "hono/factory";
import type { Db } from "../../db/db";
import { rateLimits } from "../../db/schema/rate-limits";
import { clientIp } from "../../http/client-ip";
import { HttpError } from "../../http/errors";

/** Wrong links one address may try in a window before every public link answers 429 to it. */
export const SHARE_MISSES_ALLOWED = 20;
const WINDOW_MS = 15 * 60 * 1000;

type Deps = { db: Db; trustedProxyHops: number };

/**
 * Against token guessing: each 404 of a public link route counts against the caller's address,
 * in the database (Better Auth's rate-limit table) so that every replica shares the count.
 * `lastRequest` holds the start of the address's window.
 */
export function shareGuessLimit({ db, trustedProxyHops }: Deps) {
  return createMiddleware<{ Bindings: HttpBindings }>(async (c, next) => {
    const key = `share-miss:${clientIp(c, trustedProxyHops) ?? "unknown"}`;
    const now = Date.now();
    if (await isBlocked(db, key, now)) {
      c.header("Retry-After", String(WINDOW_MS / 1000));
      throw new HttpError(429, "Too many wrong links from this address. Try again later.");
    }
    try {
      await next();
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) {
        await countMiss(db, key, now);
      }
      throw error;
    }
    if (c.res.status === 404) {
      await countMiss(db, key, now);
    }
  });
}

/** Answers one link's visitor may send in a window (a client's shortlist page). */
export const LINK_WRITES_ALLOWED = 30;

/**
 * Against a link's page being used to flood the agent: at most LINK_WRITES_ALLOWED writes
 * (answers, visit requests) per token in a window, counted like the misses.
 */
export function linkWriteLimit({ db }: Pick<Deps, "db">) {
  return countedLimit(db, {
    keyOf: (c) => `link-write:${c.req.param("token") ?? ""}`,
    allowed: LINK_WRITES_ALLOWED,
    message: "Too many answers from this page. Try again later.",
  });
}

export type CountedLimit<E extends Env> = {
  keyOf: (c: Context<E>) => string;
  allowed: number;
  message: string;
  windowMs?: number;
};

/**
 * Counts every request under its key, in the database like the misses, and answers 429 with
 * `message` once `allowed` were counted in the window (a webhook's token, an enquiry's address).
 */
export function countedLimit<E extends Env>(
  db: Db,
  { keyOf, allowed, message, windowMs = WINDOW_MS }: CountedLimit<E>,
) {
  return createMiddleware<E>(async (c, next) => {
    if (!(await withinLimit(db, keyOf(c), allowed, windowMs))) {
      c.header("Retry-After", String(windowMs / 1000));
      throw new HttpError(429, message);
    }
    await next();
  });
}

/**
 * Counts one under `key` unless `allowed` were counted in the window: false when the limit is
 * reached (for limits that count only what succeeds, such as the enquiries stored). One
 * statement, so that requests at once cannot both take the last one.
 */
export async function withinLimit(db: Db, key: string, allowed: number, windowMs: number) {
  return (await countOne(db, key, Date.now(), allowed, windowMs)) <= allowed;
}

async function isBlocked(db: Db, key: string, now: number): Promise<boolean> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gte(rateLimits.lastRequest, now - WINDOW_MS)));
  return (row?.count ?? 0) >= SHARE_MISSES_ALLOWED;
}

function countMiss(db: Db, key: string, now: number) {
  return countOne(db, key, now, SHARE_MISSES_ALLOWED, WINDOW_MS);
}

/** Counts one under `key` in its window, up to `allowed` + 1 at most; the count after. */
async function countOne(db: Db, key: string, now: number, allowed: number, windowMs: number) {
  const isStale = sql`${rateLimits.lastRequest} < ${now - windowMs}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: key, key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${isStale} then 1 else least(${rateLimits.count} + 1, ${allowed + 1}) end`,
        lastRequest: sql`case when ${isStale} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}
