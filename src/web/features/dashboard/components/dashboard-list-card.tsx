import { DASHBOARD_LIST_LENGTH } from "@shared/domain/dashboard-lists";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { EmptyState } from "@web/components/ui/empty-state";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";
import type { LucideIcon } from "lucide-react";
import type * as React from "react";

/** A row's height, which the skeleton keeps so the cards below do not move when the rows come. */
export const DASHBOARD_ROW_HEIGHT = "min-h-18";

type DashboardListCardProps<T> = {
  title: string;
  /** The records to list; undefined while they load. */
  items: readonly T[] | undefined;
  empty: { icon: LucideIcon; title: string; description: string };
  renderItem: (item: T) => React.ReactNode;
  keyOf: (item: T) => string;
  className?: string;
};

/** A dashboard card listing a few records, with its loading and empty states. */
export function DashboardListCard<T>({
  title,
  items,
  empty,
  renderItem,
  keyOf,
  className,
}: DashboardListCardProps<T>) {
  return (
    <Card className={cn("gap-4", className)}>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {items === undefined && (
          <div
            role="status"
            aria-label={`Loading ${title.toLowerCase()}`}
            className="flex flex-col gap-2"
          >
            {Array.from({ length: DASHBOARD_LIST_LENGTH }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
              <Skeleton key={index} className={DASHBOARD_ROW_HEIGHT} />
            ))}
          </div>
        )}
        {items?.length === 0 && (
          <EmptyState
            icon={empty.icon}
            titleAs="h3"
            title={empty.title}
            description={empty.description}
            className="py-8"
          />
        )}
        {items && items.length > 0 && (
          <ul className="flex flex-col gap-2">
            {items.map((item) => (
              <li key={keyOf(item)}>{renderItem(item)}</li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
