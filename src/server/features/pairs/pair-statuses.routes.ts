import { pairStatusInputSchema } from "@shared/schemas/pair-status";
import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { requestClock } from "../../http/request-clock";
import { parseJson } from "../../http/validate";
import { answerByVersion } from "../../http/version-tags";
import { listPairStatuses, setPairStatus } from "./pair-statuses.service";

export function pairStatusRoutes() {
  return (
    new Hono<AppEnv>()
      // Asked by every page that shows matches: a 304 while the browser holds the current answer.
      .get("/", (c) => answerByVersion(c, "pairStatuses", listPairStatuses))
      .put("/", async (c) => {
        const input = await parseJson(c, pairStatusInputSchema);
        return c.json(
          await c.var.asUser((db) => setPairStatus(db, c.get("user").id, input, requestClock(c))),
        );
      })
  );
}
