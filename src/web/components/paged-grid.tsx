import { usePaging } from "@web/lib/use-paging";
import type * as React from "react";
import { ShowMore } from "./show-more";

type PagedGridProps<T> = {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** `index` is the item's place in the grid: the first may load its image first. */
  renderItem: (item: T, index: number) => React.ReactNode;
};

/**
 * Renders cards a page at a time ('Show more'), so thousands of records stay quick without a
 * virtualisation library. Give it a `key` that changes with the filters to start over.
 */
export function PagedGrid<T>({ items, keyOf, renderItem }: PagedGridProps<T>) {
  const { visible, remaining, showMore } = usePaging(items);
  return (
    <div className="flex flex-col gap-6">
      <CardGrid items={visible} keyOf={keyOf} renderItem={renderItem} />
      <ShowMore
        shown={visible.length}
        total={items.length}
        hasMore={remaining > 0}
        onShowMore={showMore}
      />
    </div>
  );
}

/** The cards in one column on phones, two or three on wider screens. */
export function CardGrid<T>({ items, keyOf, renderItem }: PagedGridProps<T>) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((item, index) => (
        <li key={keyOf(item)} className="grid grid-cols-1">
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}

type LoadingGridProps = { label: string; renderSkeleton: () => React.ReactNode };

/** Six card skeletons in the grid's layout while a list loads. */
export function LoadingGrid({ label, renderSkeleton }: LoadingGridProps) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <div key={index} className="grid grid-cols-1">
          {renderSkeleton()}
        </div>
      ))}
    </div>
  );
}
