import { wallClockQuerySchema } from "@shared/schemas/wall-clock-query";
import { Hono } from "hono";
import { readListVersions, versionOfKinds } from "../../db/list-versions";
import type { AppEnv } from "../../http/app-env";
import { parseQuery } from "../../http/validate";
import { answerUnlessHeld, versionTag } from "../../http/version-tags";
import { versionedValues } from "../../http/versioned-values";
import { type DashboardBasis, dashboardSummaryAt, readDashboardBasis } from "./dashboard.service";

/** The dashboards' bases kept at most, by the size of their JSON: a few hundred agents'. */
export const DASHBOARD_CACHE_BYTES = 16 * 1024 * 1024;
/** 'Properties Matched' reads the pair statuses too. */
const DASHBOARD_KINDS = ["properties", "clients", "appointments", "pairStatuses"] as const;

/**
 * `GET /api/dashboard?date=&time=`: the figures and short lists of the dashboard, so a phone
 * does not load and match every record to show four numbers and six rows (decision 018). What
 * costs is kept under the versions of the lists it reads, whatever the minute; the upcoming
 * appointments and new leads are cut from it per request (decision 036).
 */
export function dashboardRoutes() {
  const bases = versionedValues<DashboardBasis>(
    DASHBOARD_CACHE_BYTES,
    (basis) => JSON.stringify(basis).length,
  );
  return new Hono<AppEnv>().get("/", async (c) => {
    const now = parseQuery(c, wallClockQuerySchema);
    const userId = c.get("user").id;
    const versions = await c.var.asUser((db) => readListVersions(db, userId));
    const version = versionOfKinds(versions, DASHBOARD_KINDS);
    const basis = await bases.get(userId, version, "basis", () =>
      c.var.asUser((db) => readDashboardBasis(db, userId)),
    );
    const summary = dashboardSummaryAt(basis, now, new Date());
    // Given the basis, the clients in the new-leads window are the newest `total`.
    const moment = [now.date, now.time, summary.newLeads.total];
    return answerUnlessHeld(c, versionTag(userId, ["dashboard", version, ...moment]), () =>
      c.json(summary),
    );
  });
}
