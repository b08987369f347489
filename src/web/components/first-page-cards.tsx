import { useInfiniteQuery } from "@tanstack/react-query";
import { firstPageQueryOptions } from "@web/lib/list-pages";
import type { RecordKind } from "@web/lib/record-counts";
import type * as React from "react";
import { CardGrid, LoadingGrid } from "./paged-grid";
import { idOf } from "./record-list-body";

const FRESH_MS = 30_000;

type FirstPageCardsProps<T> = {
  kind: RecordKind;
  noun: string;
  renderSkeleton: () => React.ReactNode;
  renderItem: (item: T, index: number) => React.ReactNode;
};

/**
 * The newest page of the list, shown while the page still learns whether the list loads whole
 * and then loads it: one small request, which the page's HTML asks for beside its scripts
 * (src/server/http/route-preloads.ts), so the first cards and their photos do not wait for the
 * counts and the whole list one after the other. A large account's list reads the same page.
 */
export function FirstPageCards<T extends { id: string }>({
  kind,
  noun,
  renderSkeleton,
  renderItem,
}: FirstPageCardsProps<T>) {
  // Asked for a moment ago (the page's HTML, the router): no second request on mount.
  const pages = useInfiniteQuery({ ...firstPageQueryOptions<T>(kind), staleTime: FRESH_MS });
  const items = pages.data?.pages[0]?.items ?? [];
  // Nothing yet, a failure or an empty list: the list's own states say so once it has loaded.
  if (items.length === 0) {
    return <LoadingGrid label={`Loading ${noun}…`} renderSkeleton={renderSkeleton} />;
  }
  return <CardGrid items={items} keyOf={idOf} renderItem={renderItem} />;
}
