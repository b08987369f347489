import { createMiddleware } from "hono/factory";
import type { Auth } from "../auth";
import type { AppEnv } from "./app-env";
import { HttpError } from "./errors";
import { forwardSessionCookies } from "./session-cookies";

/** The signed-in user: from the session's cookie cache while it lasts, else from the database. */
export function requireUser(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { headers, response: session } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    forwardSessionCookies(c, headers);
    if (!session) {
      throw new HttpError(401, "Please sign in to continue.");
    }
    c.set("user", session.user);
    await next();
  });
}
