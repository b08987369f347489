import { pairStatusInputSchema } from "@shared/schemas/pair-status";
import { Hono } from "hono";
import { readListVersions } from "../../db/list-versions";
import type { AppEnv } from "../../http/app-env";
import { requestClock } from "../../http/request-clock";
import { parseJson } from "../../http/validate";
import { answerUnlessHeld, versionTag } from "../../http/version-tags";
import { listPairStatuses, setPairStatus } from "./pair-statuses.service";

export function pairStatusRoutes() {
  return new Hono<AppEnv>()
    .get("/", (c) => {
      const userId = c.get("user").id;
      // Asked by every page that shows matches: a 304 while the browser holds the current answer.
      return c.var.asUser(async (db) => {
        const { pairStatuses } = await readListVersions(db, userId);
        return answerUnlessHeld(c, versionTag(userId, ["pair-statuses", pairStatuses]), async () =>
          c.json(await listPairStatuses(db, userId)),
        );
      });
    })
    .put("/", async (c) => {
      const input = await parseJson(c, pairStatusInputSchema);
      return c.json(
        await c.var.asUser((db) => setPairStatus(db, c.get("user").id, input, requestClock(c))),
      );
    });
}
