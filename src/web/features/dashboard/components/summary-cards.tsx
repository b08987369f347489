import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";
import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";

export type SummaryItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  value: number | undefined;
};

/** SPEC's four clickable summary cards; a value still loading shows a placeholder. */
export function SummaryCards({ items, className }: { items: SummaryItem[]; className?: string }) {
  return (
    <ul className={cn("grid grid-cols-2 gap-3 md:gap-4 xl:grid-cols-4", className)}>
      {items.map(({ label, to, icon: Icon, value }) => (
        <li key={label}>
          <Link to={to} className="block rounded-xl">
            <Card className="h-full gap-2 p-4 transition-colors hover:bg-accent/50 md:p-5">
              <div className="flex items-center justify-between gap-2 text-muted-foreground">
                <span className="font-medium text-sm">{label}</span>
                <Icon className="size-4 shrink-0" aria-hidden="true" />
              </div>
              {value === undefined ? (
                <Skeleton className="h-8 w-12" />
              ) : (
                <span className="font-semibold text-2xl tabular-nums md:text-3xl">{value}</span>
              )}
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}
