import { type ScheduledAppointment, upcomingAppointments } from "./appointments";

import { DASHBOARD_LIST_LENGTH } from "./dashboard-lists";
import {
  countMatchedProperties,
  type MatchableClient,
  type MatchableProperty,
  type WithId,
} from "./matching";
import type { HiddenPairs } from "./pair-status";

import type { WallClock } from "./wall-clock";

type DashboardRecords<P, C, A> = {
  /** Newest first, as the properties list orders them. */
  properties: readonly P[];
  clients: readonly C[];
  appointments: readonly A[];
};

/**
 * SPEC.md's dashboard figures and lists: all properties, active clients, appointments still to
 * come (from the agent's `now`), properties matched, the newest properties and the next
 * appointments. Pairs in `hidden` ('Not suitable') do not make a property matched.
 */
export function summarizeDashboard<
  P extends MatchableProperty & WithId,
  C extends MatchableClient & WithId & { status: string },
  A extends ScheduledAppointment,
>(
  { properties, clients, appointments }: DashboardRecords<P, C, A>,
  now: WallClock,
  hidden?: HiddenPairs,
) {
  const upcoming = upcomingAppointments(appointments, now);
  return {
    totalProperties: properties.length,
    activeClients: clients.filter((client) => client.status === "active").length,
    upcomingAppointments: upcoming.length,
    matchedProperties: countMatchedProperties(properties, clients, hidden),
    recentProperties: properties.slice(0, DASHBOARD_LIST_LENGTH),
    nextAppointments: upcoming.slice(0, DASHBOARD_LIST_LENGTH),
  };
}
