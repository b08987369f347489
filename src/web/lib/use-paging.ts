import { useState } from "react";
import { useLocation } from "react-router";

export const PAGE_SIZE = 24;

/** How many records each visited list showed, by history entry: Back returns to the same card. */
const shownByEntry = new Map<string, number>();

/** The first pages of a long list ('Show more'), so thousands of records stay quick to render. */
export function usePaging<T>(items: readonly T[], pageSize = PAGE_SIZE) {
  const entry = useLocation().key;
  const [shown, setShown] = useState(() => shownByEntry.get(entry) ?? pageSize);
  const visible = items.slice(0, shown);
  return {
    visible,
    remaining: items.length - visible.length,
    showMore: () =>
      setShown((count) => {
        shownByEntry.set(entry, count + pageSize);
        return count + pageSize;
      }),
  };
}
