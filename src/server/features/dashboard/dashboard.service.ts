import { summarizeDashboard } from "@shared/domain/dashboard";
import { newLeadsBySource } from "@shared/domain/new-leads";
import type { WallClock } from "@shared/domain/wall-clock";
import type { Db } from "../../db/db";
import { wholeList } from "../../db/list-page";
import { listAppointments } from "../appointments/appointments.service";
import { listClients } from "../clients/clients.service";
import { listHiddenPairs } from "../pairs/pair-statuses.service";
import { listProperties } from "../properties/properties.service";

/**
 * The agent's dashboard at their local `now`, from their own records only; 'Properties Matched'
 * leaves out the pairs marked 'Not suitable' (a status change raises the list version the answer
 * is kept under, migration 0021). 'New leads' counts the clients of the last 30 days by source.
 */
export async function dashboardSummary(db: Db, userId: string, now: WallClock) {
  const records = {
    properties: wholeList(await listProperties(db, userId, {})),
    clients: wholeList(await listClients(db, userId, {})),
    appointments: wholeList(await listAppointments(db, userId, {})),
  };
  return {
    ...summarizeDashboard(records, now, await listHiddenPairs(db, userId)),
    newLeads: newLeadsBySource(records.clients, new Date()),
  };
}
