import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { countRecords } from "./counts.service";

export function countRoutes() {
  return new Hono<AppEnv>().get("/", async (c) =>
    c.json(await c.var.asUser((db) => countRecords(db, c.get("user").id))),
  );
}
