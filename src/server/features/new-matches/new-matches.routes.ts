import { Hono } from "hono";
import { readListVersions } from "../../db/list-versions";
import type { AppEnv } from "../../http/app-env";
import { idParam } from "../../http/id-param";
import { answerUnlessHeld, versionTag } from "../../http/version-tags";
import { dismissNewMatch, listNewMatches } from "./new-matches.service";

/**
 * `/api/new-matches`: the Today page's 'New matches', a 304 while the browser holds the current
 * answer (decision 046). Send goes through the client's shortlist; Dismiss is here.
 */
export function newMatchRoutes() {
  return new Hono<AppEnv>()
    .get("/", (c) => {
      const userId = c.get("user").id;
      return c.var.asUser(async (db) => {
        const { newMatches } = await readListVersions(db, userId);
        return answerUnlessHeld(c, versionTag(userId, ["new-matches", newMatches]), async () =>
          c.json(await listNewMatches(db, userId)),
        );
      });
    })
    .post("/:id/dismiss", async (c) => {
      const id = idParam(c, "New match");
      await c.var.asUser((db) => dismissNewMatch(db, c.get("user").id, id));
      return c.body(null, 204);
    });
}
