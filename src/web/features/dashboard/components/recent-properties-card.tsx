import { dashboardPropertyStatusTone } from "@shared/domain/catalogue";
import { formatPrice } from "@shared/domain/format";
import type { Property } from "@shared/schemas/property";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { EmptyState } from "@web/components/ui/empty-state";
import { Skeleton } from "@web/components/ui/skeleton";
import { useSettings } from "@web/features/settings/use-settings";
import { cn } from "@web/lib/cn";
import { HouseIcon } from "lucide-react";
import { Link } from "react-router";

type RecentPropertiesCardProps = { properties: Property[] | undefined; className?: string };

/** The last three listings, newest first, each leading to its page. */
export function RecentPropertiesCard({ properties, className }: RecentPropertiesCardProps) {
  const settings = useSettings();
  return (
    <Card className={cn("gap-4", className)}>
      <CardHeader>
        <CardTitle asChild>
          <h2>Recent Properties</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {properties === undefined && <ListSkeleton />}
        {properties?.length === 0 && (
          <EmptyState
            icon={HouseIcon}
            titleAs="h3"
            title="No properties yet"
            description="Add your first property to get started"
            className="py-8"
          />
        )}
        <ul className="flex flex-col divide-y">
          {properties?.map((property) => (
            <li key={property.id}>
              <Link
                to={`/properties/${property.id}`}
                className="flex items-center justify-between gap-3 rounded-md py-3 outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">{property.title}</span>
                  <span className="block truncate text-muted-foreground text-sm">
                    {property.location}
                  </span>
                </span>
                <span className="flex shrink-0 flex-col items-end gap-1">
                  <span className="font-semibold text-sm">
                    {formatPrice(property.price, settings)}
                  </span>
                  <Badge
                    variant={dashboardPropertyStatusTone(property.status)}
                    className="capitalize"
                  >
                    {property.status}
                  </Badge>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-hidden="true">
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
    </div>
  );
}
