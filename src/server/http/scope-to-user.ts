import { createMiddleware } from "hono/factory";
import type { UserScope } from "../db/user-scope";
import type { AppEnv } from "./app-env";

/**
 * After requireUser: gives the routes `c.var.asUser`, the database narrowed to the signed-in user;
 * for a request that may write (any method but GET and HEAD) on the connections kept for writes.
 */
export function scopeToUser(asUser: UserScope) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const userId = c.get("user").id;
    const scope = c.req.method === "GET" || c.req.method === "HEAD" ? asUser : asUser.writing;
    c.set("asUser", (work) => scope(userId, work));
    c.set("asUserAtVersions", (work) => asUser.atVersions(userId, work));
    await next();
  });
}
