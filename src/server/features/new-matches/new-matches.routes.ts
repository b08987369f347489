import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { idParam } from "../../http/id-param";
import { dismissNewMatch } from "./new-matches.service";

/** `/api/new-matches`: Send goes through the client's shortlist; Dismiss is here. */
export function newMatchRoutes() {
  return new Hono<AppEnv>().post("/:id/dismiss", async (c) => {
    const id = idParam(c, "New match");
    await c.var.asUser((db) => dismissNewMatch(db, c.get("user").id, id));
    return c.body(null, 204);
  });
}
