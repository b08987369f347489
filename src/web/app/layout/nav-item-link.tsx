import type * as React from "react";
import { Link, useLocation } from "react-router";
import { isNavLinkActive, type NavLinkItem } from "./nav-links";

type NavItemLinkProps = {
  link: NavLinkItem;
  className: (isActive: boolean) => string;
  children: React.ReactNode;
};

/**
 * A navigation link that is highlighted, and announced as the current page, on its own path and
 * on its aliases (the dashboard at `/`), which React Router's NavLink does not know.
 */
export function NavItemLink({ link, className, children }: NavItemLinkProps) {
  const isActive = isNavLinkActive(link, useLocation().pathname);
  return (
    <Link to={link.to} aria-current={isActive ? "page" : undefined} className={className(isActive)}>
      {children}
    </Link>
  );
}
