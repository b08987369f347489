import { cn } from "@web/lib/cn";
import { SettingsIcon } from "lucide-react";
import { Brand } from "./brand";
import { NavItemLink } from "./nav-item-link";
import { type NavLinkItem, SIDEBAR_LINKS } from "./nav-links";

/** The desktop navigation: 64 units wide, fixed on the left. */
export function Sidebar() {
  return (
    <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col border-r bg-sidebar text-sidebar-foreground md:flex">
      <div className="flex h-16 items-center px-5">
        <Brand />
      </div>
      <nav aria-label="Main" className="flex flex-1 flex-col gap-1 px-3 py-2">
        {SIDEBAR_LINKS.map((link) => (
          <SidebarLink key={link.to} link={link} />
        ))}
        <div className="mt-auto pb-3">
          <SidebarLink link={{ to: "/settings", label: "Settings", icon: SettingsIcon }} />
        </div>
      </nav>
    </aside>
  );
}

function SidebarLink({ link }: { link: NavLinkItem }) {
  const { label, icon: Icon } = link;
  return (
    <NavItemLink
      link={link}
      className={(isActive) =>
        cn(
          "flex h-10 items-center gap-3 rounded-md px-3 font-medium text-sm transition-colors",
          isActive
            ? "bg-sidebar-primary text-sidebar-primary-foreground"
            : "text-sidebar-foreground/80 hover:bg-sidebar-accent hover:text-sidebar-accent-foreground",
        )
      }
    >
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </NavItemLink>
  );
}
