import { createMiddleware } from "hono/factory";
import type { Auth } from "../auth";
import type { AppEnv } from "./app-env";
import { HttpError } from "./errors";

export function requireUser(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) {
      throw new HttpError(401, "Please sign in to continue.");
    }
    c.set("user", session.user);
    await next();
  });
}
