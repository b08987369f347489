import { cn } from "@web/lib/cn";
import type * as React from "react";

/** A plain select, styled like the inputs: many of them on one screen stay light and keyboard-friendly. */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:border-ring dark:bg-input/30",
        className,
      )}
      {...props}
    />
  );
}
