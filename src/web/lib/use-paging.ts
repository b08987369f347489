import { useState } from "react";

export const PAGE_SIZE = 24;

/** The first pages of a long list ('Show more'), so thousands of records stay quick to render. */
export function usePaging<T>(items: readonly T[], pageSize = PAGE_SIZE) {
  const [shown, setShown] = useState(pageSize);
  const visible = items.slice(0, shown);
  return {
    visible,
    remaining: items.length - visible.length,
    showMore: () => setShown((count) => count + pageSize),
  };
}
