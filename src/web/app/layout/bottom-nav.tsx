import { cn } from "@web/lib/cn";
import { NavLink } from "react-router";
import { BOTTOM_NAV_LINKS } from "./nav-links";

/** The phone navigation, fixed to the bottom edge below the md breakpoint. */
export function BottomNav() {
  return (
    <nav
      aria-label="Main"
      className="bg-background/95 fixed inset-x-0 bottom-0 z-40 grid grid-cols-5 border-t pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      {BOTTOM_NAV_LINKS.map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) =>
            cn(
              "focus-visible:bg-accent flex h-16 flex-col items-center justify-center gap-1 text-[11px] font-medium outline-none",
              isActive ? "text-primary" : "text-muted-foreground",
            )
          }
        >
          <Icon className="size-5" aria-hidden="true" />
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
