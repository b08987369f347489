import { type ListFilter, useFilteredList } from "@web/lib/use-filtered-list";
import { useLoadErrorToast } from "@web/lib/use-load-error-toast";
import { usePageTitle } from "@web/lib/use-page-title";
import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { ListFilters } from "./list-filters";
import { ListPageHeader } from "./list-page-header";
import { ListStates } from "./list-states";
import { PagedGrid } from "./paged-grid";

type RecordListPageProps<T extends { id: string }, Status extends string> = {
  /** The heading, e.g. 'Clients', and the add button beside it (floating on phones). */
  title: string;
  add: { label: string; to: string };
  /** 'properties', 'clients': names the list in the loading and failure texts. */
  noun: string;
  icon: LucideIcon;
  query: {
    data: readonly T[] | undefined;
    error: Error | null;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  searchLabel: string;
  statuses: readonly Status[];
  /** The status filter's first option, 'All statuses' unless given. */
  allStatusLabel?: string;
  filter: ListFilter<T, Status>;
  /** SPEC's empty state, e.g. 'No clients found', and its first-record button. */
  empty: { title: string; description: string; addFirstLabel: string };
  renderSkeleton: () => React.ReactNode;
  /** A stable callback (useCallback), so the memoised cards are not redrawn on each keystroke. */
  renderItem: (item: T) => React.ReactNode;
};

/** A list screen: heading, search and status filter, then the cards a page at a time. */
export function RecordListPage<T extends { id: string }, Status extends string>({
  query,
  ...props
}: RecordListPageProps<T, Status>) {
  usePageTitle(props.title);
  useLoadErrorToast(query.error, props.noun);
  const list = useFilteredList(query.data, props.filter);
  return (
    // Room below the last card for the floating add button, so it never covers Edit or Delete.
    <div className="flex flex-col gap-6 pb-12 md:pb-0">
      <ListPageHeader title={props.title} addLabel={props.add.label} addTo={props.add.to} />
      <ListFilters
        searchLabel={props.searchLabel}
        search={list.search}
        onSearchChange={list.setSearch}
        statuses={props.statuses}
        allStatusLabel={props.allStatusLabel}
        status={list.status}
        onStatusChange={list.setStatus}
      />
      <ListStates
        query={{
          isPending: query.isPending,
          isError: query.isError,
          hasData: query.data !== undefined,
          refetch: query.refetch,
        }}
        noun={props.noun}
        icon={props.icon}
        renderSkeleton={props.renderSkeleton}
        isEmpty={list.filtered.length === 0}
        isFiltering={list.isFiltering}
        emptyTitle={props.empty.title}
        emptyDescription={props.empty.description}
        addFirst={{ label: props.empty.addFirstLabel, to: props.add.to }}
      >
        <PagedGrid
          key={list.filterKey}
          items={list.filtered}
          keyOf={(item) => item.id}
          renderItem={props.renderItem}
        />
      </ListStates>
    </div>
  );
}
