import { wallClockQuerySchema } from "@shared/schemas/wall-clock-query";
import { Hono } from "hono";
import { versionOfKinds } from "../../db/list-versions";
import type { AppEnv } from "../../http/app-env";
import { parseQuery } from "../../http/validate";
import { answerUnlessHeld, readVersions, versionTag } from "../../http/version-tags";
import { versionedValues } from "../../http/versioned-values";
import {
  dashboardSummaryAt,
  type ListingsAndClientsBasis,
  type OpenAppointments,
  readListingsAndClientsBasis,
  readOpenAppointments,
} from "./dashboard.service";

/**
 * The dashboards' bases kept at most, by the size of their JSON, half for each part: 22 and 17 KB
 * for an agent with 300 clients of the last month and 45 open visits, so some 3,000 agents'. Each
 * agent opens their dashboard about once a minute, in turn; when they outnumber the cache, those
 * it holds keep their bases and the others' are made afresh each time (versioned-values.ts). At
 * 16 MB (400 agents') 875 agents on PostgreSQL gave 49.5 % of the core and dashboard p99 143 ms,
 * 45.1 % and 47 ms at 64 MB; at 64 MB (1,500 agents'), when the least recently used base went
 * first and so no base was ever found, 2,000 agents gave dashboard p99 339–438 ms (issue #32). A
 * part takes about three times its JSON in the heap.
 */
export const DASHBOARD_CACHE_BYTES = 128 * 1024 * 1024;
/**
 * 'Properties Matched' reads the pairs marked 'Not suitable' too; of the clients only what a
 * contact or a follow-up leaves alone (decisions 038, 041).
 */
const LISTINGS_AND_CLIENTS_KINDS = ["properties", "dashboardClients", "hiddenPairs"] as const;
const DASHBOARD_KINDS = [...LISTINGS_AND_CLIENTS_KINDS, "appointments"] as const;

/**
 * `GET /api/dashboard?date=&time=`: the figures and short lists of the dashboard, so a phone
 * does not load and match every record to show four numbers and six rows (decision 018). What
 * costs is kept under the versions of the lists it reads, whatever the minute (decision 036), in
 * two parts, so a new visit reads the appointments again but matches no pair (decision 038); the
 * upcoming appointments and new leads are cut from it per request.
 */
export function dashboardRoutes() {
  const sizeOf = (part: unknown) => JSON.stringify(part).length;
  const listingsAndClients = versionedValues<ListingsAndClientsBasis>(
    DASHBOARD_CACHE_BYTES / 2,
    sizeOf,
  );
  const appointments = versionedValues<OpenAppointments>(DASHBOARD_CACHE_BYTES / 2, sizeOf);
  return new Hono<AppEnv>().get("/", async (c) => {
    const now = parseQuery(c, wallClockQuerySchema);
    const instant = new Date();
    const userId = c.get("user").id;
    const versions = await readVersions(c);
    const [basis, openAppointments] = await Promise.all([
      listingsAndClients.get(userId, versionOfKinds(versions, LISTINGS_AND_CLIENTS_KINDS), "", () =>
        c.var.asUser((db) => readListingsAndClientsBasis(db, userId, instant)),
      ),
      appointments.get(userId, String(versions.appointments), "", () =>
        c.var.asUser((db) => readOpenAppointments(db, userId)),
      ),
    ]);
    const summary = dashboardSummaryAt({ ...basis, openAppointments }, now, instant);
    // Given the basis, the clients in the new-leads window are the newest `total`.
    const moment = [now.date, now.time, summary.newLeads.total];
    const version = versionOfKinds(versions, DASHBOARD_KINDS);
    return answerUnlessHeld(c, versionTag(userId, ["dashboard", version, ...moment]), () =>
      c.json(summary),
    );
  });
}
