import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";
import type * as React from "react";

type SectionCardProps = {
  title: string;
  children: React.ReactNode;
  /** Beside the title, e.g. a count badge. */
  action?: React.ReactNode;
  className?: string;
  contentClassName?: string;
};

/** A titled card of a detail screen; the title is a second-level heading. */
export function SectionCard({
  title,
  children,
  action,
  className,
  contentClassName,
}: SectionCardProps) {
  return (
    <Card className={cn("gap-4", className)}>
      <CardHeader className="flex items-center justify-between gap-2">
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        {action}
      </CardHeader>
      <CardContent className={cn("flex flex-col gap-4", contentClassName)}>{children}</CardContent>
    </Card>
  );
}
