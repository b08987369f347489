import type { ListOptionValues } from "@web/lib/use-filtered-list";
import type * as React from "react";
import type { ListStatesProps } from "./list-states";

/** What both kinds of list body (filtered here, or paged by the server) take from the page. */
export type RecordListBodyProps<T, Status extends string> = {
  search: string;
  status: Status | "all";
  /** The list's own options that differ from their default, name → value. */
  options: ListOptionValues;
  /** The list's loading, failure and empty states, as the page words them. */
  states: Omit<ListStatesProps, "query" | "isEmpty" | "children">;
  renderItem: (item: T, index: number) => React.ReactNode;
};

/** The whole list as its query reads it (SPEC's list, loaded once). */
export type WholeListQuery<T> = {
  data: readonly T[] | undefined;
  error: Error | null;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

export const idOf = (item: { id: string }) => item.id;
