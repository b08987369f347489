import { useDeferredValue, useMemo, useState } from "react";

export type ListFilter<T, Status extends string> = (
  items: readonly T[],
  search: string,
  status: Status | "all",
) => T[];

/**
 * A list page's search and status filter. The search is deferred so typing stays smooth over
 * thousands of records; `filter` must be stable (a module-level function).
 */
export function useFilteredList<T, Status extends string>(
  items: readonly T[] | undefined,
  filter: ListFilter<T, Status>,
) {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<Status | "all">("all");
  const deferredSearch = useDeferredValue(search);
  const filtered = useMemo(
    () => filter(items ?? [], deferredSearch, status),
    [items, filter, deferredSearch, status],
  );
  return {
    search,
    setSearch,
    status,
    setStatus,
    filtered,
    isFiltering: search.trim() !== "" || status !== "all",
    /** Changes with the filters: a `key` that sends a paged list back to its first page. */
    filterKey: `${deferredSearch}|${status}`,
  };
}
