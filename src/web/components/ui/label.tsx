import { cn } from "@web/lib/cn";
import { Label as LabelPrimitive } from "radix-ui";
import type * as React from "react";

function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        "flex select-none items-center gap-2 font-medium text-sm leading-none peer-disabled:cursor-not-allowed peer-disabled:text-disabled-foreground group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:text-disabled-foreground",
        className,
      )}
      {...props}
    />
  );
}

export { Label };
