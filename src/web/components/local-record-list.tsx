import { type ListFilter, useFilteredList } from "@web/lib/use-filtered-list";
import { useLoadErrorToast } from "@web/lib/use-load-error-toast";
import { ListStates } from "./list-states";
import { PagedGrid } from "./paged-grid";
import { idOf, type RecordListBodyProps, type WholeListQuery } from "./record-list-body";

type LocalRecordListProps<T, Status extends string> = RecordListBodyProps<T, Status> & {
  query: WholeListQuery<T>;
  filter: ListFilter<T, Status>;
};

/** SPEC's list: every record loaded once, searched and filtered here, shown a page at a time. */
export function LocalRecordList<T extends { id: string }, Status extends string>({
  query,
  filter,
  search,
  status,
  options,
  states,
  renderItem,
}: LocalRecordListProps<T, Status>) {
  useLoadErrorToast(query.error, states.noun);
  const list = useFilteredList(query.data, filter, search, status, options);
  return (
    <ListStates
      {...states}
      query={{
        isPending: query.isPending,
        isError: query.isError,
        hasData: query.data !== undefined,
        refetch: query.refetch,
      }}
      isEmpty={list.filtered.length === 0}
    >
      <PagedGrid key={list.filterKey} items={list.filtered} keyOf={idOf} renderItem={renderItem} />
    </ListStates>
  );
}
