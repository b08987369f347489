import { pairStatusInputSchema } from "@shared/schemas/pair-status";
import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { requestClock } from "../../http/request-clock";
import { parseJson } from "../../http/validate";
import { listPairStatuses, setPairStatus } from "./pair-statuses.service";

export function pairStatusRoutes() {
  return new Hono<AppEnv>()
    .get("/", async (c) =>
      c.json(await c.var.asUser((db) => listPairStatuses(db, c.get("user").id))),
    )
    .put("/", async (c) => {
      const input = await parseJson(c, pairStatusInputSchema);
      return c.json(
        await c.var.asUser((db) => setPairStatus(db, c.get("user").id, input, requestClock(c))),
      );
    });
}
