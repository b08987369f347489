import { openAppointments } from "@shared/domain/appointments";
import { dashboardAt, listingsAndClientsFigures } from "@shared/domain/dashboard";
import { newLeadsAmongNewest } from "@shared/domain/new-leads";
import type { WallClock } from "@shared/domain/wall-clock";
import type { Appointment } from "@shared/schemas/appointment";
import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import type { Db } from "../../db/db";
import { appointmentsListJson } from "../appointments/appointments.service";
import { clientsListJson } from "../clients/clients.service";
import { listHiddenPairs } from "../pairs/pair-statuses.service";
import { propertiesListJson } from "../properties/properties.service";

/**
 * What the agent's dashboard needs of their listings and clients at any clock (the costly part:
 * two whole lists and 'Properties Matched', which leaves out the pairs marked 'Not suitable'),
 * and of each client only when it came and from where, newest first, for 'New leads'.
 */
export async function readListingsAndClientsBasis(db: Db, userId: string) {
  // Read as the lists' JSON: parsing one text costs a fraction of decoding every row.
  const records = {
    properties: JSON.parse(await propertiesListJson(db, userId)) as Property[],
    clients: JSON.parse(await clientsListJson(db, userId)) as Client[],
  };
  return {
    ...listingsAndClientsFigures(records, await listHiddenPairs(db, userId)),
    leads: records.clients.map(({ createdAt, source }) => ({ createdAt, source })),
  };
}

/** The agent's appointments still open, in order: the rest of the dashboard's basis. */
export async function readOpenAppointments(db: Db, userId: string) {
  return openAppointments(JSON.parse(await appointmentsListJson(db, userId)) as Appointment[]);
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
