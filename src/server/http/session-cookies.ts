import type { Context } from "hono";
import type { Auth } from "../auth";

/** Sends on the cookies Better Auth set while it read the session (renewed, or cleared). */
export function forwardSessionCookies(c: Context, setCookies: string[]) {
  for (const cookie of setCookies) {
    c.header("Set-Cookie", cookie, { append: true });
  }
}

/**
 * Reads the session from the database and sends a fresh cached copy of it: after the account's
 * name or image changed, the copy in the cookie would show the old ones until it expires.
 */
export async function refreshSessionCache(c: Context, auth: Auth) {
  const { headers } = await auth.api.getSession({
    headers: c.req.raw.headers,
    query: { disableCookieCache: true },
    returnHeaders: true,
  });
  forwardSessionCookies(c, headers.getSetCookie());
}
