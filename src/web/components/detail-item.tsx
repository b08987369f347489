import { cn } from "@web/lib/cn";
import type * as React from "react";

type DetailItemProps = { label: string; children: React.ReactNode; className?: string };

/** One labelled value of a `<dl>` on a detail screen. */
export function DetailItem({ label, children, className }: DetailItemProps) {
  return (
    <div className={cn("flex min-w-0 flex-col gap-0.5", className)}>
      <dt className="font-medium text-muted-foreground text-xs uppercase">{label}</dt>
      <dd className="wrap-anywhere font-medium">{children}</dd>
    </div>
  );
}
