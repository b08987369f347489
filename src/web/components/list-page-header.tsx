import { Button } from "@web/components/ui/button";
import { PlusIcon } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";

type ListPageHeaderProps = {
  title: string;
  addLabel: string;
  addTo: string;
  /** Small buttons before the add button, such as Export and Import. */
  actions?: React.ReactNode;
};

/**
 * A list page's heading, its actions and its add button: beside the heading on desktop, floating
 * on phones.
 */
export function ListPageHeader({ title, addLabel, addTo, actions }: ListPageHeaderProps) {
  return (
    // At 320 px the actions go below the heading rather than off screen.
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
      <div className="flex flex-wrap items-center gap-2">
        {actions}
        <Button asChild className="hidden md:inline-flex">
          <Link to={addTo}>
            <PlusIcon aria-hidden="true" />
            {addLabel}
          </Link>
        </Button>
      </div>
      <Button
        asChild
        size="icon"
        className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 size-14 rounded-full shadow-lg md:hidden"
      >
        <Link to={addTo} aria-label={addLabel}>
          <PlusIcon aria-hidden="true" className="size-6" />
        </Link>
      </Button>
    </div>
  );
}
