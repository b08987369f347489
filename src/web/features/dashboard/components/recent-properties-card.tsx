import { dashboardPropertyStatusTone } from "@shared/domain/catalogue";
import { formatListingPrice } from "@shared/domain/format";
import type { Property } from "@shared/schemas/property";
import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";
import { useSettings } from "@web/records/settings/use-settings";
import { HouseIcon } from "lucide-react";
import { Link } from "react-router";
import { DASHBOARD_ROW_HEIGHT, DashboardListCard } from "./dashboard-list-card";

const EMPTY = {
  icon: HouseIcon,
  title: "No properties yet",
  description: "Add your first property to get started",
};

type RecentPropertiesCardProps = { properties: Property[] | undefined; className?: string };

/** The last three listings, newest first, each leading to its page. */
export function RecentPropertiesCard({ properties, className }: RecentPropertiesCardProps) {
  const settings = useSettings();
  return (
    <DashboardListCard
      title="Recent Properties"
      items={properties}
      empty={EMPTY}
      keyOf={(property) => property.id}
      className={className}
      renderItem={(property) => (
        <Link
          to={`/properties/${property.id}`}
          className={cn(
            DASHBOARD_ROW_HEIGHT,
            "flex items-center justify-between gap-3 rounded-lg border p-3 hover:bg-accent/50",
          )}
        >
          <span className="min-w-0">
            <span className="wrap-break-word line-clamp-2 font-medium">{property.title}</span>
            <span className="block truncate text-muted-foreground text-sm">
              {property.location}
            </span>
          </span>
          <span className="flex shrink-0 flex-col items-end gap-1">
            <span className="font-semibold text-sm">{formatListingPrice(property, settings)}</span>
            <Badge variant={dashboardPropertyStatusTone(property.status)} className="capitalize">
              {property.status}
            </Badge>
          </span>
        </Link>
      )}
    />
  );
}
