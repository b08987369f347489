import { LARGE_LIST_THRESHOLD } from "@shared/domain/large-lists";
import type { RecordCounts } from "@shared/schemas/list-query";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api";

export type RecordKind = keyof RecordCounts;

export const COUNTS_KEY = ["counts"] as const;

export const recordCountsQueryOptions = () =>
  queryOptions({
    queryKey: COUNTS_KEY,
    queryFn: () => api.get<RecordCounts>("/api/counts"),
  });

/**
 * Whether the agent has more records of `kind` than the browser should load at once (then its
 * list page asks the server for pages); undefined until known. Without a kind, or if the counts
 * cannot be read, the list loads whole, as SPEC.md describes.
 */
export function useIsLargeList(kind: RecordKind | undefined): boolean | undefined {
  const counts = useQuery({ ...recordCountsQueryOptions(), enabled: kind !== undefined });
  if (kind === undefined || counts.isError) {
    return false;
  }
  return counts.data && counts.data[kind] > LARGE_LIST_THRESHOLD;
}

/** The agent's number of records of `kind`, once known. */
export function useRecordCount(kind: RecordKind): number | undefined {
  return useQuery(recordCountsQueryOptions()).data?.[kind];
}
