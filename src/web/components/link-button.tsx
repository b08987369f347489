import { Button, type ButtonProps } from "@web/components/ui/button";
import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";

type LinkButtonProps = Pick<ButtonProps, "variant" | "size" | "className"> & {
  to: string;
  icon: LucideIcon;
  children: React.ReactNode;
};

/** A router link that looks like a button, with its icon: View, Edit, 'Edit Full Details'. */
export function LinkButton({ to, icon: Icon, children, ...button }: LinkButtonProps) {
  return (
    <Button asChild {...button}>
      <Link to={to}>
        <Icon aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
