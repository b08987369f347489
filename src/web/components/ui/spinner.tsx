import { cn } from "@web/lib/cn";
import { Loader2Icon } from "lucide-react";
import type * as React from "react";

/** A turning ring with an sr-only "Loading" name (override it with `label`). */
function Spinner({
  className,
  label = "Loading",
  ...props
}: React.ComponentProps<"svg"> & { label?: string }) {
  return (
    <span role="status" data-slot="spinner-status" className="inline-flex items-center">
      <Loader2Icon
        data-slot="spinner"
        aria-hidden="true"
        className={cn("size-4 animate-spin", className)}
        {...props}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner };
