import { cn } from "@web/lib/cn";
import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";

const badgeVariants = cva(
  "focus-visible:border-ring focus-visible:ring-ring/50 aria-invalid:border-destructive inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap transition-[color,box-shadow] focus-visible:ring-[3px] [&>svg]:pointer-events-none [&>svg]:size-3",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground [a&]:hover:bg-primary/90 border-transparent",
        secondary:
          "bg-secondary text-secondary-foreground [a&]:hover:bg-secondary/90 border-transparent",
        destructive:
          "bg-destructive text-destructive-foreground [a&]:hover:bg-destructive/90 border-transparent",
        outline: "text-foreground [a&]:hover:bg-accent [a&]:hover:text-accent-foreground",
        success: "bg-success text-success-foreground [a&]:hover:bg-success/90 border-transparent",
        warning: "bg-warning text-warning-foreground [a&]:hover:bg-warning/90 border-transparent",
        info: "bg-info text-info-foreground [a&]:hover:bg-info/90 border-transparent",
      },
    },
    defaultVariants: {
      variant: "default",
    },
  },
);

/** The colour tones a status maps to (see SPEC "Badge colour" rules). */
type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>["variant"]>;

type BadgeProps = React.ComponentProps<"span"> &
  VariantProps<typeof badgeVariants> & { asChild?: boolean };

function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : "span";
  return (
    <Comp
      data-slot="badge"
      data-variant={variant ?? "default"}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  );
}

export { Badge, type BadgeProps, type BadgeTone, badgeVariants };
