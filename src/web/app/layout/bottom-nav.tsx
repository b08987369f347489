import { cn } from "@web/lib/cn";
import { NavItemLink } from "./nav-item-link";
import { BOTTOM_NAV_LINKS } from "./nav-links";

/** The phone navigation, fixed to the bottom edge below the md breakpoint. */
export function BottomNav() {
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-5 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      {BOTTOM_NAV_LINKS.map((link) => (
        <NavItemLink
          key={link.to}
          link={link}
          className={(isActive) =>
            cn(
              "flex h-16 flex-col items-center justify-center gap-1 font-medium text-[11px] focus-visible:bg-accent focus-visible:-outline-offset-2",
              isActive ? "text-primary" : "text-muted-foreground",
            )
          }
        >
          <link.icon className="size-5" aria-hidden="true" />
          {link.label}
        </NavItemLink>
      ))}
    </nav>
  );
}
