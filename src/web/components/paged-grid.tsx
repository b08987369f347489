import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import { Button } from "@web/components/ui/button";
import { useState } from "react";
import { PropertyCard } from "./property-card";

export const PAGE_SIZE = 24;

type PropertyGridProps = { properties: readonly Property[]; clients: readonly Client[] };

/**
 * Renders the cards a page at a time ('Show more'), so thousands of listings stay quick without
 * a virtualisation library. Give it a `key` that changes with the filters to start over.
 */
export function PropertyGrid({ properties, clients }: PropertyGridProps) {
  const [shown, setShown] = useState(PAGE_SIZE);
  const visible = properties.slice(0, shown);
  const remaining = properties.length - visible.length;
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {visible.map((property) => (
          <li key={property.id} className="grid">
            <PropertyCard property={property} clients={clients} />
          </li>
        ))}
      </ul>
      {remaining > 0 && (
        <div className="flex flex-col items-center gap-2">
          <p className="text-muted-foreground text-sm">
            Showing {visible.length} of {properties.length}
          </p>
          <Button variant="outline" onClick={() => setShown((count) => count + PAGE_SIZE)}>
            Show more
          </Button>
        </div>
      )}
    </div>
  );
}
