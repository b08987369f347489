import { Button } from "@web/components/ui/button";
import { ArrowLeftIcon } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";

export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Button
      asChild
      variant="link"
      className="h-auto min-h-11 self-start px-0 has-[>svg]:px-0 md:min-h-0"
    >
      <Link to={to}>
        <ArrowLeftIcon aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
