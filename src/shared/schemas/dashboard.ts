/** The dashboard's summary as `GET /api/dashboard` answers it (SPEC.md's dashboard, decision 018). */

import type { NewLeads } from "../domain/new-leads";
import type { Appointment } from "./appointment";
import type { Property } from "./property";

export type DashboardSummary = {
  totalProperties: number;
  activeClients: number;
  upcomingAppointments: number;
  matchedProperties: number;
  /** The newest properties, newest first. */
  recentProperties: Property[];
  /** The appointments still to come, soonest first. */
  nextAppointments: Appointment[];
  /** The clients of the last 30 days, by source. */
  newLeads: NewLeads;
};
