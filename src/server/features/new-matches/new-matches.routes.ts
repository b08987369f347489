import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { idParam } from "../../http/id-param";
import { answerByVersion } from "../../http/version-tags";
import { dismissNewMatch, listNewMatches } from "./new-matches.service";

/**
 * `/api/new-matches`: the Today page's 'New matches', a 304 while the browser holds the current
 * answer (decision 046). Send goes through the client's shortlist; Dismiss is here.
 */
export function newMatchRoutes() {
  return new Hono<AppEnv>()
    .get("/", (c) => answerByVersion(c, "newMatches", listNewMatches))
    .post("/:id/dismiss", async (c) => {
      const id = idParam(c, "New match");
      await c.var.asUser((db) => dismissNewMatch(db, c.get("user").id, id));
      return c.body(null, 204);
    });
}
