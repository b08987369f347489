import type { Page } from "@shared/schemas/list-query";
import { infiniteQueryOptions, type QueryClient } from "@tanstack/react-query";
import { api } from "./api";
import { COUNTS_KEY, type RecordKind } from "./record-counts";
import { PAGE_SIZE } from "./use-paging";

/** The search, the status filter and a list's own options (sent only when not the default). */
export type ServerFilters = {
  search: string;
  status: string;
  options?: Readonly<Record<string, string>>;
};

const pagesKey = (kind: RecordKind) => [kind, "pages"] as const;

/** A large list's pages as the server searches and filters them ('Show more' asks for the next). */
export function listPagesQueryOptions<T>(kind: RecordKind, filters: ServerFilters) {
  return infiniteQueryOptions({
    queryKey: [...pagesKey(kind), filters],
    queryFn: ({ pageParam }) => api.get<Page<T>>(`/api/${kind}?${pageQuery(filters, pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The newest page of the whole list, unsearched and unfiltered: what a list page shows first. */
export function firstPageQueryOptions<T>(kind: RecordKind) {
  return listPagesQueryOptions<T>(kind, { search: "", status: "all" });
}

/** After a create, edit or delete: the server's pages and the counts are out of date. */
export function refreshListPages(queryClient: QueryClient, kind: RecordKind) {
  void queryClient.invalidateQueries({ queryKey: pagesKey(kind) });
  void queryClient.invalidateQueries({ queryKey: COUNTS_KEY });
}

function pageQuery({ search, status, options = {} }: ServerFilters, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) {
    params.set("cursor", cursor);
  }
  if (search) {
    params.set("q", search);
  }
  if (status !== "all") {
    params.set("status", status);
  }
  for (const [name, value] of Object.entries(options)) {
    params.set(name, value);
  }
  return params.toString();
}
