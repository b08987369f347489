import { cn } from "@web/lib/cn";
import { Switch as SwitchPrimitive } from "radix-ui";
import type * as React from "react";

/**
 * An on/off toggle; label it with a `<Label htmlFor>` or `aria-label`. On phones a transparent
 * border makes it a 44 px target around the same small track.
 */
function Switch({ className, ...props }: React.ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(
        "peer inline-flex h-11 w-16 shrink-0 items-center rounded-full border-[10px] border-transparent bg-clip-padding transition-all disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input md:h-6 md:w-11 md:border md:shadow-xs md:focus-visible:border-ring dark:data-[state=unchecked]:bg-input/80",
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className="pointer-events-none block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-[calc(100%+1px)] data-[state=unchecked]:translate-x-px dark:data-[state=checked]:bg-primary-foreground dark:data-[state=unchecked]:bg-foreground"
      />
    </SwitchPrimitive.Root>
  );
}

export { Switch };
