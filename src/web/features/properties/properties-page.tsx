import type { Client } from "@shared/schemas/client";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { usePageTitle } from "@web/lib/use-page-title";
import { Building2Icon, PlusIcon } from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";
import { Link } from "react-router";
import { useProperties } from "./api/get-properties";
import { useLoadErrorToast } from "./api/use-load-error-toast";
import { PropertyCardSkeleton } from "./components/property-card-skeleton";
import { PropertyFilters } from "./components/property-filters";
import { PropertyGrid } from "./components/property-grid";
import { filterProperties, type StatusFilter } from "./filter-properties";

// No clients API yet: the matching slice passes the agent's clients here.
const NO_CLIENTS: readonly Client[] = [];

export function PropertiesPage() {
  usePageTitle("Properties");
  const properties = useProperties();
  useLoadErrorToast(properties.error);
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const deferredSearch = useDeferredValue(search);
  const filtered = useMemo(
    () => filterProperties(properties.data ?? [], deferredSearch, status),
    [properties.data, deferredSearch, status],
  );
  const isFiltering = search.trim() !== "" || status !== "all";

  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center justify-between gap-4">
        <h1 className="font-semibold text-2xl tracking-tight">Properties</h1>
        <Button asChild className="hidden md:inline-flex">
          <Link to="/properties/new">
            <PlusIcon aria-hidden="true" />
            Add Property
          </Link>
        </Button>
      </div>
      <PropertyFilters
        search={search}
        status={status}
        onSearchChange={setSearch}
        onStatusChange={setStatus}
      />
      {properties.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          <span className="sr-only">Loading properties…</span>
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <PropertyCardSkeleton key={index} />
          ))}
        </div>
      ) : properties.isError && !properties.data ? (
        <EmptyState
          icon={Building2Icon}
          title="Properties could not be loaded"
          action={
            <Button variant="outline" onClick={() => void properties.refetch()}>
              Try again
            </Button>
          }
        />
      ) : filtered.length === 0 ? (
        <EmptyState
          icon={Building2Icon}
          title="No properties found"
          description={
            isFiltering ? "Try another search or status." : "Add a listing to see it here."
          }
          action={
            !isFiltering && (
              <Button asChild>
                <Link to="/properties/new">Add Your First Property</Link>
              </Button>
            )
          }
        />
      ) : (
        <PropertyGrid
          key={`${deferredSearch}|${status}`}
          properties={filtered}
          clients={NO_CLIENTS}
        />
      )}
      <Button
        asChild
        size="icon"
        className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 size-14 rounded-full shadow-lg md:hidden"
      >
        <Link to="/properties/new" aria-label="Add Property">
          <PlusIcon aria-hidden="true" className="size-6" />
        </Link>
      </Button>
    </div>
  );
}
