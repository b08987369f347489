import { type RecordKind, useIsLargeList } from "@web/lib/record-counts";
import type { ListFilter } from "@web/lib/use-filtered-list";
import { usePageTitle } from "@web/lib/use-page-title";
import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { FirstPageCards } from "./first-page-cards";
import { ListFilters, type ListOption } from "./list-filters";
import { ListPageHeader } from "./list-page-header";
import { LocalRecordList } from "./local-record-list";
import { LoadingGrid } from "./paged-grid";
import type { WholeListQuery } from "./record-list-body";
import { ServerRecordList } from "./server-record-list";

type RecordListPageProps<T extends { id: string }, Status extends string> = {
  /** The heading, e.g. 'Clients', and the add button beside it (floating on phones). */
  title: string;
  add: { label: string; to: string };
  /** Small buttons beside the add button (Export, Import). */
  actions?: React.ReactNode;
  /** 'properties', 'clients': names the list in the loading and failure texts. */
  noun: string;
  icon: LucideIcon;
  /**
   * The kind of record, to page a large account's list from the server; without it the list
   * always loads whole (SPEC.md).
   */
  kind?: RecordKind;
  /**
   * Shows the newest page of `kind` as soon as it arrives, while the counts and the whole list
   * still load (only where the page's HTML asks for that page early, see FirstPageCards).
   */
  hasEarlyFirstPage?: boolean;
  /** The whole list, read while the account is not large (`useIsLargeList`). */
  query: WholeListQuery<T>;
  searchLabel: string;
  statuses: readonly Status[];
  /** The status filter's first option, 'All statuses' unless given. */
  allStatusLabel?: string;
  /** The list's own selects beside the status filter (the clients' follow-ups). */
  options?: readonly ListOption[];
  /** The search and status filter as SPEC words them; the server applies the same ones. */
  filter: ListFilter<T, Status>;
  /** SPEC's empty state, e.g. 'No clients found', and its first-record button. */
  empty: { title: string; description: string; addFirstLabel: string };
  renderSkeleton: () => React.ReactNode;
  /** A stable callback (useCallback), so the memoised cards are not redrawn on each keystroke. */
  renderItem: (item: T, index: number) => React.ReactNode;
};

/** A list screen: heading, search and status filter, then the cards a page at a time. */
export function RecordListPage<T extends { id: string }, Status extends string>({
  query,
  filter,
  kind,
  hasEarlyFirstPage = false,
  ...props
}: RecordListPageProps<T, Status>) {
  usePageTitle(props.title);
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<Status | "all">("all");
  // Only the options chosen away from their default: an empty object sends nothing.
  const [options, setOptions] = useState<Readonly<Record<string, string>>>({});
  const onOptionChange = (name: string, value: string) =>
    setOptions(({ [name]: _old, ...rest }) => {
      const defaultValue = props.options?.find((option) => option.name === name)?.choices[0]?.value;
      return value === defaultValue ? rest : { ...rest, [name]: value };
    });
  const isLarge = useIsLargeList(kind);
  const isFiltering = search.trim() !== "" || status !== "all" || Object.keys(options).length > 0;
  // The newest page stands in for the list until the list itself is known and loaded.
  const isEarly =
    hasEarlyFirstPage &&
    !isFiltering &&
    (isLarge === undefined || (isLarge === false && query.isPending));
  const body = {
    search,
    status,
    options,
    renderItem: props.renderItem,
    states: {
      noun: props.noun,
      icon: props.icon,
      renderSkeleton: props.renderSkeleton,
      isFiltering,
      emptyTitle: props.empty.title,
      emptyDescription: props.empty.description,
      addFirst: { label: props.empty.addFirstLabel, to: props.add.to },
    },
  };
  return (
    // Room below the last card for the floating add button, so it never covers Edit or Delete.
    <div className="flex flex-col gap-6 pb-12 md:pb-0">
      <ListPageHeader
        title={props.title}
        addLabel={props.add.label}
        addTo={props.add.to}
        actions={props.actions}
      />
      <ListFilters
        searchLabel={props.searchLabel}
        search={search}
        onSearchChange={setSearch}
        statuses={props.statuses}
        allStatusLabel={props.allStatusLabel}
        status={status}
        onStatusChange={setStatus}
        options={props.options}
        optionValues={options}
        onOptionChange={onOptionChange}
      />
      {isEarly && kind ? (
        <FirstPageCards
          kind={kind}
          noun={props.noun}
          renderSkeleton={props.renderSkeleton}
          renderItem={props.renderItem}
        />
      ) : (
        isLarge === undefined && (
          <LoadingGrid label={`Loading ${props.noun}…`} renderSkeleton={props.renderSkeleton} />
        )
      )}
      {isLarge === false && !isEarly && <LocalRecordList query={query} filter={filter} {...body} />}
      {isLarge && kind && <ServerRecordList<T, Status> kind={kind} {...body} />}
    </div>
  );
}
