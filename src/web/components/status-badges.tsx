import { capitalize } from "@shared/domain/capitalize";
import { propertyStatusTone } from "@shared/domain/catalogue";
import { purposeLabel } from "@shared/domain/property-card";
import type { Property } from "@shared/schemas/property";
import { Badge } from "@web/components/ui/badge";

type StatusBadgesProps = Pick<Property, "status" | "purpose"> & { className?: string };

/** The status badge (coloured by SPEC's tone) and the 'For {purpose}' badge. */
export function StatusBadges({ status, purpose, className }: StatusBadgesProps) {
  return (
    <div className={className}>
      <Badge variant={propertyStatusTone[status]}>{capitalize(status)}</Badge>
      <Badge variant="secondary">{purposeLabel(purpose)}</Badge>
    </div>
  );
}
