import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Auth, SessionUser } from "../auth";
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
    const user = await sessionUser(c, auth, verified);
    if (!user) {
      throw new HttpError(401, "Please sign in to continue.");
    }
    c.set("user", user);
    await next();
  });
}

/** The request's signed-in user, or null; the cookies Better Auth renews on the way go with the answer. */
export async function sessionUser(
  c: Context,
  auth: Auth,
  verified: VerifiedSessions,
): Promise<SessionUser | null> {
  const cookieHeader = c.req.header("cookie") ?? "";
  const known = verified.userOf(cookieHeader);
  if (known) {
    return known;
  }
  const { headers, response: session } = await auth.api.getSession({
    headers: c.req.raw.headers,
    returnHeaders: true,
  });
  const setCookies = headers.getSetCookie();
  forwardSessionCookies(c, setCookies);
  if (!session) {
    return null;
  }
  verified.remember(cookieHeader, session, setCookies);
  return session.user;
}
