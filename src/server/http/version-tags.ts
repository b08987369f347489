import type { Context } from "hono";

/** The browser keeps the answer, for this user only, and asks the server again each time. */
export const REVALIDATE = "private, no-cache";

/**
 * A weak tag naming what an answer was made from (its list versions, and for an answer that
 * depends on the clock, the minute) and the user it was made for: no other account's answer and
 * no other state of the data can carry the same tag.
 */
export function versionTag(userId: string, parts: readonly (string | number)[]): string {
  return `W/"${[...parts, userId].map((part) => encodeURIComponent(part)).join(".")}"`;
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
  c.header("ETag", etag);
  c.header("Cache-Control", REVALIDATE);
  if (!holds(c.req.header("If-None-Match"), etag)) {
    return answer();
  }
  // The 304 stands for every encoding of the answer, as its 200 would.
  c.header("Vary", "Accept-Encoding");
  return c.body(null, 304);
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
