import type { HttpBindings } from "@hono/node-server";
import { and, eq, gte, sql } from "drizzle-orm";
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
  return createMiddleware(async (c, next) => {
    const key = `link-write:${c.req.param("token") ?? ""}`;
    const now = Date.now();
    if (await isBlocked(db, key, now, LINK_WRITES_ALLOWED)) {
      c.header("Retry-After", String(WINDOW_MS / 1000));
      throw new HttpError(429, "Too many answers from this page. Try again later.");
    }
    await countMiss(db, key, now);
    await next();
  });
}

async function isBlocked(
  db: Db,
  key: string,
  now: number,
  allowed = SHARE_MISSES_ALLOWED,
): Promise<boolean> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gte(rateLimits.lastRequest, now - WINDOW_MS)));
  return (row?.count ?? 0) >= allowed;
}

async function countMiss(db: Db, key: string, now: number) {
  const isStale = sql`${rateLimits.lastRequest} < ${now - WINDOW_MS}`;
  await db
    .insert(rateLimits)
    .values({ id: key, key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${isStale} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${isStale} then ${now} else ${rateLimits.lastRequest} end`,
      },
    });
}
