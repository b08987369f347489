import { createMiddleware } from "hono/factory";
import type { UserScope } from "../db/user-scope";
import type { AppEnv } from "./app-env";

/** After requireUser: gives the routes `c.var.asUser`, the database narrowed to the signed-in user. */
export function scopeToUser(asUser: UserScope) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const userId = c.get("user").id;
    c.set("asUser", (work) => asUser(userId, work));
    c.set("asUserAtVersions", (work) => asUser.atVersions(userId, work));
    await next();
  });
}
