import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Context } from "hono";
import type { Db } from "../db/db";
import type { ListVersions } from "../db/list-versions";
import type { AppEnv } from "./app-env";

/** The browser keeps the answer, for this user only, and asks the server again each time. */
export const REVALIDATE = "private, no-cache";

/**
 * The code that shapes the answers: a browser must not keep a list in an older build's shape.
 * The bundle `npm start` runs names its chunks by their content's hash, so its entry file changes
 * with any of them and every replica of one build has the same fingerprint; run from sources,
 * each process has its own.
 */
const CODE = codeFingerprint(process.argv[1] ?? "");

/**
 * A weak tag naming what an answer was made from (its list versions, and for an answer that
 * depends on the clock, the minute), the code that made it, and the user it was made for: no
 * other account's answer and no other state of the data can carry the same tag.
 */
export function versionTag(userId: string, parts: readonly (string | number)[]): string {
  return `W/"${[...parts, CODE, userId].map((part) => encodeURIComponent(part)).join(".")}"`;
}

/**
 * The version of `list` that a tag `versionTag` made for this user, list and build names, or null
 * for any other text: a tag of another account, another list or an older build names nothing.
 */
export function listVersionOfTag(tag: string, userId: string, list: string): number | null {
  const version = /^W\/"[^.]*\.(\d{1,15})\./.exec(tag)?.[1];
  return version !== undefined && versionTag(userId, [list, version]) === tag
    ? Number(version)
    : null;
}

/**
 * `answer()` tagged with `etag` and to be revalidated, or a 304 with no body when the caller
 * already holds that tag (If-None-Match, compared weakly as RFC 9110 says for GET).
 */
export async function answerUnlessHeld(
  c: Context,
  etag: string,
  answer: () => Response | Promise<Response>,
): Promise<Response> {
  const isHeld = holds(c.req.header("If-None-Match"), etag);
  // The 304 stands for every encoding of the answer, as its 200 would.
  const response = isHeld ? c.body(null, 304, { Vary: "Accept-Encoding" }) : await answer();
  response.headers.set("ETag", etag);
  response.headers.set("Cache-Control", REVALIDATE);
  return response;
}

/** The signed-in agent's list versions, read now (on PostgreSQL as their connection is narrowed). */
export function readVersions(c: Context<AppEnv>): Promise<ListVersions> {
  return c.var.asUserAtVersions(async (_db, versions) => versions);
}

/**
 * An answer made from one kind of the agent's rows alone, tagged with that kind's version (and
 * `query`, what else the answer depends on: a page's limit and cursor) and read in the same
 * scope: a 304 while the browser holds it, else `load`'s records.
 */
export function answerByVersion(
  c: Context<AppEnv>,
  kind: keyof ListVersions,
  load: (db: Db, userId: string) => Promise<unknown>,
  query?: object,
): Promise<Response> {
  const userId = c.get("user").id;
  const about = query === undefined ? [] : [JSON.stringify(query)];
  return c.var.asUserAtVersions((db, versions) =>
    answerUnlessHeld(c, versionTag(userId, [kind, versions[kind], ...about]), async () =>
      c.json(await load(db, userId)),
    ),
  );
}

function holds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) {
    return false;
  }
  const opaque = withoutWeakness(etag);
  return ifNoneMatch
    .split(",")
    .some((tag) => tag.trim() === "*" || withoutWeakness(tag.trim()) === opaque);
}

function withoutWeakness(tag: string): string {
  return tag.startsWith("W/") ? tag.slice(2) : tag;
}

function codeFingerprint(entry: string): string {
  if (!/[\\/]dist[\\/]server[\\/]index\.js$/.test(entry)) {
    return randomBytes(6).toString("base64url");
  }
  return createHash("sha256").update(readFileSync(entry)).digest("base64url").slice(0, 8);
}
