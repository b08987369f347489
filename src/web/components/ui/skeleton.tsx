import { cn } from "@web/lib/cn";
import type * as React from "react";

/** A pulsing placeholder block; hidden from assistive tech (announce loading elsewhere). */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-foreground/10", className)}
      {...props}
    />
  );
}

export { Skeleton };
