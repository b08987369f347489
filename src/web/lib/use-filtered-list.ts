import { useDeferredValue, useMemo } from "react";

/** A list's own extra choices (the clients' follow-up filter and order), name → value. */
export type ListOptionValues = Readonly<Record<string, string>>;

export type ListFilter<T, Status extends string> = (
  items: readonly T[],
  search: string,
  status: Status | "all",
  options: ListOptionValues,
) => T[];

const NO_OPTIONS: ListOptionValues = {};

/**
 * A list page's search and status filter, applied in the browser. The search is deferred so
 * typing stays smooth over thousands of records; `filter` must be stable (a module-level function).
 */
export function useFilteredList<T, Status extends string>(
  items: readonly T[] | undefined,
  filter: ListFilter<T, Status>,
  search: string,
  status: Status | "all",
  options: ListOptionValues = NO_OPTIONS,
) {
  const deferredSearch = useDeferredValue(search);
  const filtered = useMemo(
    () => filter(items ?? [], deferredSearch, status, options),
    [items, filter, deferredSearch, status, options],
  );
  return {
    filtered,
    /** Changes with the filters: a `key` that sends a paged list back to its first page. */
    filterKey: `${deferredSearch}|${status}|${JSON.stringify(options)}`,
  };
}
