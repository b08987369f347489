import { createMiddleware } from "hono/factory";
import type { Auth } from "../auth";
import type { AppEnv } from "./app-env";
import { HttpError } from "./errors";
import { forwardSessionCookies } from "./session-cookies";
import type { VerifiedSessions } from "./verified-sessions";

/**
 * The signed-in user: from this process's verified cookies, else from the session's cookie cache
 * while it lasts, else from the database.
 */
export function requireUser(auth: Auth, verified: VerifiedSessions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const cookieHeader = c.req.header("cookie") ?? "";
    const known = verified.userOf(cookieHeader);
    if (known) {
      c.set("user", known);
      return next();
    }
    const { headers, response: session } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    const setCookies = headers.getSetCookie();
    forwardSessionCookies(c, setCookies);
    if (!session) {
      throw new HttpError(401, "Please sign in to continue.");
    }
    verified.remember(cookieHeader, session, setCookies);
    c.set("user", session.user);
    await next();
  });
}
