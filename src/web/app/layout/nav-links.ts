import {
  CalendarDaysIcon,
  ClipboardListIcon,
  HandshakeIcon,
  HouseIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  UsersIcon,
} from "lucide-react";

export type NavLinkItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Other paths that show the same page, where the link is highlighted too. */
  aliases?: readonly string[];
};

const DASHBOARD = {
  to: "/dashboard",
  label: "Dashboard",
  icon: LayoutDashboardIcon,
  aliases: ["/"],
};
// The agent's day: in the desktop sidebar, where there is room; phones reach it from the
// dashboard's first card, so their bottom navigation keeps SPEC's five links.
const TODAY = { to: "/today", label: "Today", icon: ClipboardListIcon };
const PROPERTIES = { to: "/properties", label: "Properties", icon: HouseIcon };
const CLIENTS = { to: "/clients", label: "Clients", icon: UsersIcon };
const APPOINTMENTS = { to: "/appointments", label: "Appointments", icon: CalendarDaysIcon };
const MATCHING = { to: "/property-client-matching", label: "Matching", icon: HandshakeIcon };

/** SPEC: the sidebar's order (with Today after Dashboard), and the bottom navigation's own order on phones. */
export const SIDEBAR_LINKS: NavLinkItem[] = [
  DASHBOARD,
  TODAY,
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

/** Whether the link is the current page's: its own path, a path below it, or an alias. */
export function isNavLinkActive({ to, aliases = [] }: NavLinkItem, pathname: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`) || aliases.includes(pathname);
}
