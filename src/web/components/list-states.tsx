import { capitalize } from "@shared/domain/capitalize";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { LoadingGrid } from "./paged-grid";

export type ListStatesProps = {
  /** The list's query: loading, failed (with nothing to show), or loaded. */
  query: { isPending: boolean; isError: boolean; hasData: boolean; refetch: () => unknown };
  /** 'properties', 'clients': used in the loading and failure texts. */
  noun: string;
  icon: LucideIcon;
  renderSkeleton: () => React.ReactNode;
  isEmpty: boolean;
  isFiltering: boolean;
  /** SPEC's empty state, e.g. 'No clients found', and its first-record button. */
  emptyTitle: string;
  emptyDescription: string;
  addFirst: { label: string; to: string };
  children: React.ReactNode;
};

/** What a list page shows below its filters: skeletons, a failure, an empty state or the list. */
export function ListStates({ query, noun, icon, ...props }: ListStatesProps) {
  if (query.isPending) {
    return <LoadingGrid label={`Loading ${noun}…`} renderSkeleton={props.renderSkeleton} />;
  }
  if (query.isError && !query.hasData) {
    return (
      <EmptyState
        icon={icon}
        title={`${capitalize(noun)} could not be loaded`}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (props.isEmpty) {
    return (
      <EmptyState
        icon={icon}
        title={props.emptyTitle}
        description={props.isFiltering ? "Try another search or status." : props.emptyDescription}
        action={
          !props.isFiltering && (
            <Button asChild>
              <Link to={props.addFirst.to}>{props.addFirst.label}</Link>
            </Button>
          )
        }
      />
    );
  }
  return props.children;
}
