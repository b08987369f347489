/** The dashboard's summary as `GET /api/dashboard` answers it (SPEC.md's dashboard, decision 018). */

import { isClockTime, isIsoDate } from "../domain/wall-clock";
import type { Appointment } from "./appointment";
import type { Property } from "./property";
import { z } from "./zod";

/** The agent's local date and time: "upcoming" is measured from the device's wall clock. */
export const dashboardQuerySchema = z.object({
  date: z.string().refine(isIsoDate, "Enter a valid date (YYYY-MM-DD)"),
  time: z.string().refine(isClockTime, "Enter a valid time (HH:MM)"),
});

export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export type DashboardSummary = {
  totalProperties: number;
  activeClients: number;
  upcomingAppointments: number;
  matchedProperties: number;
  /** The newest properties, newest first. */
  recentProperties: Property[];
  /** The appointments still to come, soonest first. */
  nextAppointments: Appointment[];
};
