import { ShowMore } from "@web/components/show-more";
import { Accordion } from "@web/components/ui/accordion";
import { Card } from "@web/components/ui/card";
import { EmptyState } from "@web/components/ui/empty-state";
import { Input } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { usePaging } from "@web/lib/use-paging";
import type { LucideIcon } from "lucide-react";
import { SearchIcon } from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";
import { MatchEntry } from "./match-entry";

type EntryProps = React.ComponentProps<typeof MatchEntry>;

type MatchTabProps<T> = {
  /** The records to match from; undefined while they load. */
  items: readonly T[] | undefined;
  searchLabel: string;
  searchText: (item: T) => string;
  empty: { icon: LucideIcon; title: string; description: string };
  /** Matches are worked out for the shown page only: thousands of records stay quick. */
  toEntries: (visible: readonly T[]) => EntryProps[];
};

/** A matching tab: search, then an accordion of records with their matches, a page at a time. */
export function MatchTab<T>({
  items,
  searchLabel,
  searchText,
  empty,
  toEntries,
}: MatchTabProps<T>) {
  const [search, setSearch] = useState("");
  const query = useDeferredValue(search.trim().toLowerCase());
  const filtered = useMemo(
    () => (items ?? []).filter((item) => searchText(item).toLowerCase().includes(query)),
    [items, query, searchText],
  );
  const { visible, remaining, showMore } = usePaging(filtered);
  const entries = useMemo(() => toEntries(visible), [toEntries, visible]);

  if (items === undefined) {
    return (
      <div role="status">
        <span className="sr-only">Loading matches</span>
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (items.length === 0) {
    return <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />;
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="relative">
        <SearchIcon
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={searchLabel}
          placeholder={searchLabel}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pl-9"
        />
      </div>
      {entries.length === 0 ? (
        <p className="py-6 text-center text-muted-foreground text-sm">
          Nothing matches this search.
        </p>
      ) : (
        <Card className="px-4 py-0 md:px-6">
          <Accordion type="multiple">
            {entries.map((entry) => (
              <MatchEntry key={entry.id} {...entry} />
            ))}
          </Accordion>
        </Card>
      )}
      <ShowMore
        shown={visible.length}
        total={filtered.length}
        hasMore={remaining > 0}
        onShowMore={showMore}
      />
    </div>
  );
}
