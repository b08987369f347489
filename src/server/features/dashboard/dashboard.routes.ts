import { wallClockQuerySchema } from "@shared/schemas/wall-clock-query";
import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { parseQuery } from "../../http/validate";
import type { WholeListCache } from "../../http/whole-lists";
import { dashboardSummary } from "./dashboard.service";

/**
 * `GET /api/dashboard?date=&time=`: the figures and short lists of the dashboard, so a phone
 * does not load and match every record to show four numbers and six rows (decision 018). Kept
 * with the whole lists, under the same list version, per minute of the agent's clock.
 */
export function dashboardRoutes({ wholeLists }: { wholeLists: WholeListCache }) {
  return new Hono<AppEnv>().get("/", (c) => {
    const now = parseQuery(c, wallClockQuerySchema);
    return wholeLists.answer(c, `dashboard ${now.date} ${now.time}`, (db) =>
      dashboardSummary(db, c.get("user").id, now),
    );
  });
}
