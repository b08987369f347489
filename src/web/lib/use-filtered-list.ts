import { useDeferredValue, useMemo } from "react";

export type ListFilter<T, Status extends string> = (
  items: readonly T[],
  search: string,
  status: Status | "all",
) => T[];

/**
 * A list page's search and status filter, applied in the browser. The search is deferred so
 * typing stays smooth over thousands of records; `filter` must be stable (a module-level function).
 */
export function useFilteredList<T, Status extends string>(
  items: readonly T[] | undefined,
  filter: ListFilter<T, Status>,
  search: string,
  status: Status | "all",
) {
  const deferredSearch = useDeferredValue(search);
  const filtered = useMemo(
    () => filter(items ?? [], deferredSearch, status),
    [items, filter, deferredSearch, status],
  );
  return {
    filtered,
    /** Changes with the filters: a `key` that sends a paged list back to its first page. */
    filterKey: `${deferredSearch}|${status}`,
  };
}
