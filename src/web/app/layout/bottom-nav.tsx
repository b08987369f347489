import { cn } from "@web/lib/cn";
import { NavItemLink } from "./nav-item-link";
import { BOTTOM_NAV_LINKS } from "./nav-links";

/**
 * The phone navigation, fixed to the bottom edge below the md breakpoint. Each item is at least as
 * wide as its label and the rest is shared: at 320 px 'Appointments' is wider than a fifth.
 */
export function BottomNav() {
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 flex border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      {BOTTOM_NAV_LINKS.map((link) => (
        <NavItemLink
          key={link.to}
          link={link}
          className={(isActive) =>
            cn(
              "flex h-16 min-w-max flex-1 flex-col items-center justify-center gap-1 px-0.5 font-medium text-[11px] focus-visible:bg-accent focus-visible:-outline-offset-2",
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
