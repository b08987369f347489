import { Button } from "@web/components/ui/button";
import type * as React from "react";
import { useState } from "react";

export const PAGE_SIZE = 24;

type PagedGridProps<T> = {
  items: readonly T[];
  keyOf: (item: T) => string;
  renderItem: (item: T) => React.ReactNode;
};

/**
 * Renders cards a page at a time ('Show more'), so thousands of records stay quick without a
 * virtualisation library. Give it a `key` that changes with the filters to start over.
 */
export function PagedGrid<T>({ items, keyOf, renderItem }: PagedGridProps<T>) {
  const [shown, setShown] = useState(PAGE_SIZE);
  const visible = items.slice(0, shown);
  const remaining = items.length - visible.length;
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {visible.map((item) => (
          <li key={keyOf(item)} className="grid">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {remaining > 0 && (
        <div className="flex flex-col items-center gap-2">
          <p className="text-muted-foreground text-sm">
            Showing {visible.length} of {items.length}
          </p>
          <Button variant="outline" onClick={() => setShown((count) => count + PAGE_SIZE)}>
            Show more
          </Button>
        </div>
      )}
    </div>
  );
}

type LoadingGridProps = { label: string; renderSkeleton: () => React.ReactNode };

/** Six card skeletons in the grid's layout while a list loads. */
export function LoadingGrid({ label, renderSkeleton }: LoadingGridProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <div key={index} className="grid">
          {renderSkeleton()}
        </div>
      ))}
    </div>
  );
}
