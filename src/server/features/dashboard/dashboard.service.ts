import { summarizeDashboard } from "@shared/domain/dashboard";
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
 * is kept under, migration 0021).
 */
export async function dashboardSummary(db: Db, userId: string, now: WallClock) {
  const records = {
    properties: wholeList(await listProperties(db, userId, {})),
    clients: wholeList(await listClients(db, userId, {})),
    appointments: wholeList(await listAppointments(db, userId, {})),
  };
  return summarizeDashboard(records, now, await listHiddenPairs(db, userId));
}
