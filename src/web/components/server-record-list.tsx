import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { listPagesQueryOptions } from "@web/lib/list-pages";
import { type RecordKind, useRecordCount } from "@web/lib/record-counts";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useLoadErrorToast } from "@web/lib/use-load-error-toast";
import { useMemo } from "react";
import { ListStates } from "./list-states";
import { CardGrid } from "./paged-grid";
import { idOf, type RecordListBodyProps } from "./record-list-body";
import { ShowMore } from "./show-more";

const SEARCH_DELAY_MS = 300;

type ServerRecordListProps<T, Status extends string> = RecordListBodyProps<T, Status> & {
  kind: RecordKind;
};

/** A large account's list: the server searches, filters and sends it a page at a time. */
export function ServerRecordList<T extends { id: string }, Status extends string>({
  kind,
  search,
  status,
  options,
  states,
  renderItem,
}: ServerRecordListProps<T, Status>) {
  const filters = { search: useDebouncedValue(search.trim(), SEARCH_DELAY_MS), status, options };
  const pages = useInfiniteQuery({
    ...listPagesQueryOptions<T>(kind, filters),
    // The last results stay on screen while the next search runs.
    placeholderData: keepPreviousData,
  });
  const total = useRecordCount(kind);
  useLoadErrorToast(pages.error, states.noun);
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  return (
    <ListStates
      {...states}
      query={{
        isPending: pages.isPending,
        isError: pages.isError,
        hasData: pages.data !== undefined,
        refetch: pages.refetch,
      }}
      isEmpty={items.length === 0}
    >
      <div className="flex flex-col gap-6">
        <CardGrid items={items} keyOf={idOf} renderItem={renderItem} />
        <ShowMore
          shown={items.length}
          total={states.isFiltering ? undefined : total}
          hasMore={pages.hasNextPage}
          isLoading={pages.isFetchingNextPage}
          onShowMore={() => void pages.fetchNextPage()}
        />
      </div>
    </ListStates>
  );
}
