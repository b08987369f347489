import {
  CalendarDaysIcon,
  HandshakeIcon,
  HouseIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  UsersIcon,
} from "lucide-react";

export type NavLinkItem = { to: string; label: string; icon: LucideIcon };

const DASHBOARD = { to: "/dashboard", label: "Dashboard", icon: LayoutDashboardIcon };
const PROPERTIES = { to: "/properties", label: "Properties", icon: HouseIcon };
const CLIENTS = { to: "/clients", label: "Clients", icon: UsersIcon };
const APPOINTMENTS = { to: "/appointments", label: "Appointments", icon: CalendarDaysIcon };
const MATCHING = { to: "/property-client-matching", label: "Matching", icon: HandshakeIcon };

/** SPEC: the sidebar's order, and the bottom navigation's own order on phones. */
export const SIDEBAR_LINKS: NavLinkItem[] = [
  DASHBOARD,
  PROPERTIES,
  CLIENTS,
  APPOINTMENTS,
  MATCHING,
];
export const BOTTOM_NAV_LINKS: NavLinkItem[] = [
  DASHBOARD,
  PROPERTIES,
  MATCHING,
  CLIENTS,
  APPOINTMENTS,
];
