import { openAppointments } from "@shared/domain/appointments";
import { dashboardAt } from "@shared/domain/dashboard";
import { DASHBOARD_LIST_LENGTH } from "@shared/domain/dashboard-lists";
import { countMatchedProperties } from "@shared/domain/matching";
import { leadStamps, NEW_LEADS_DAYS, newLeadsAmongNewest } from "@shared/domain/new-leads";
import type { WallClock } from "@shared/domain/wall-clock";
import type { Appointment } from "@shared/schemas/appointment";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { arrayRowsOf } from "../../db/json-rows";
import { newestFirst, wholeList } from "../../db/list-page";
import { rowsOf } from "../../db/rows-of";
import { clients } from "../../db/schema/clients";
import { properties } from "../../db/schema/properties";
import { openAppointmentsJson } from "../appointments/appointments.service";
import { readMatchClients, readMatchListings } from "../new-matches/record-new-matches";
import { listHiddenPairs } from "../pairs/pair-statuses.service";
import { listProperties } from "../properties/properties.service";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the agent's dashboard needs of their listings and clients at any clock from `instant` on:
 * the figures, the newest listings, 'Properties Matched' (which leaves out the pairs marked 'Not
 * suitable') and, for 'New leads', when each client of the window came and from where, newest
 * first. Matching reads only its own columns, one array a row: on a book of 3,000 clients and
 * 1,500 listings the basis took 95–120 ms read as the two whole lists, 30–40 ms so (decision 041).
 */
export async function readListingsAndClientsBasis(db: Db, userId: string, instant: Date) {
  const [figures] = await rowsOf<{ totalProperties: number; activeClients: number }>(
    db,
    sql`select
      (select count(*)::int from ${properties} where ${properties.userId} = ${userId}) as "totalProperties",
      (select count(*)::int from ${clients} where ${clients.userId} = ${userId}
        and ${clients.status} = 'active') as "activeClients"`,
  );
  const recent = await listProperties(db, userId, { limit: DASHBOARD_LIST_LENGTH });
  const matchedProperties = countMatchedProperties(
    await readMatchListings(db, userId),
    await readMatchClients(db, userId),
    await listHiddenPairs(db, userId),
  );
  return {
    totalProperties: figures?.totalProperties ?? 0,
    activeClients: figures?.activeClients ?? 0,
    matchedProperties,
    recentProperties: wholeList(recent),
    leads: leadStamps(await readLeadsSince(db, userId, instant)),
  };
}

/**
 * The clients who may still be in the 'New leads' window at `instant` or later, newest first:
 * those of the window, and a day more, so a request whose clock reads a little earlier than
 * the one that built the basis still finds them all.
 */
function readLeadsSince(db: Db, userId: string, instant: Date) {
  const since = new Date(instant.getTime() - (NEW_LEADS_DAYS + 1) * DAY_MS);
  return arrayRowsOf<{ createdAt: string; source: string | null }>(
    db,
    { createdAt: clients.createdAt, source: clients.source },
    clients,
    and(eq(clients.userId, userId), gte(clients.createdAt, since)),
    newestFirst(clients),
  );
}

/** The agent's appointments still open, in order: the rest of the dashboard's basis. */
export async function readOpenAppointments(db: Db, userId: string) {
  return openAppointments(JSON.parse(await openAppointmentsJson(db, userId)) as Appointment[]);
}

export type ListingsAndClientsBasis = Awaited<ReturnType<typeof readListingsAndClientsBasis>>;
export type OpenAppointments = Awaited<ReturnType<typeof readOpenAppointments>>;
type DashboardBasis = ListingsAndClientsBasis & { openAppointments: OpenAppointments };

/**
 * The dashboard at the agent's local `now` (upcoming appointments) and the server's `instant`
 * ('New leads' counts the clients of the last 30 days), from a basis: no database read, and a
 * few bisections however many records there are.
 */
export function dashboardSummaryAt(basis: DashboardBasis, now: WallClock, instant: Date) {
  return { ...dashboardAt(basis, now), newLeads: newLeadsAmongNewest(basis.leads, instant) };
}
