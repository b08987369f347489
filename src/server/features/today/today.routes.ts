import { todayQuerySchema } from "@shared/schemas/follow-up";
import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { requestClock } from "../../http/request-clock";
import { parseQuery } from "../../http/validate";
import { getToday } from "./today.service";

export function todayRoutes() {
  return new Hono<AppEnv>().get("/", async (c) => {
    const query = parseQuery(c, todayQuerySchema);
    return c.json(
      await c.var.asUser((db) => getToday(db, c.get("user").id, requestClock(c, query.at))),
    );
  });
}
