import { openAppointments, type ScheduledAppointment, startingFrom } from "./appointments";

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
>(records: DashboardRecords<P, C, A>, now: WallClock, hidden?: HiddenPairs) {
  return dashboardAt(dashboardBasis(records, hidden), now);
}

/**
 * What the dashboard needs of the records at any clock: everything but the upcoming
 * appointments, and the open ones in order, so `dashboardAt` finds those for a `now` by
 * bisection. A server keeps it while the records stay the same.
 */
export function dashboardBasis<
  P extends MatchableProperty & WithId,
  C extends MatchableClient & WithId & { status: string },
  A extends ScheduledAppointment,
>({ properties, clients, appointments }: DashboardRecords<P, C, A>, hidden?: HiddenPairs) {
  return {
    ...listingsAndClientsFigures({ properties, clients }, hidden),
    openAppointments: openAppointments(appointments),
  };
}

/**
 * The part of the basis read from the listings and clients (the costly 'Properties Matched'
 * among it), which a server keeps apart from the appointments' part: a new visit does not match
 * every pair again (decision 038).
 */
export function listingsAndClientsFigures<
  P extends MatchableProperty & WithId,
  C extends MatchableClient & WithId & { status: string },
>(
  { properties, clients }: Pick<DashboardRecords<P, C, never>, "properties" | "clients">,
  hidden?: HiddenPairs,
) {
  return {
    totalProperties: properties.length,
    activeClients: clients.filter((client) => client.status === "active").length,
    matchedProperties: countMatchedProperties(properties, clients, hidden),
    recentProperties: properties.slice(0, DASHBOARD_LIST_LENGTH),
  };
}

type DashboardBasis<P, A> = {
  totalProperties: number;
  activeClients: number;
  matchedProperties: number;
  recentProperties: P[];
  openAppointments: A[];
};

/** The dashboard at the agent's `now`, from its basis. */
export function dashboardAt<P, A extends ScheduledAppointment>(
  basis: DashboardBasis<P, A>,
  now: WallClock,
) {
  const upcoming = startingFrom(basis.openAppointments, now);
  return {
    totalProperties: basis.totalProperties,
    activeClients: basis.activeClients,
    upcomingAppointments: upcoming.length,
    matchedProperties: basis.matchedProperties,
    recentProperties: basis.recentProperties,
    nextAppointments: upcoming.slice(0, DASHBOARD_LIST_LENGTH),
  };
}
