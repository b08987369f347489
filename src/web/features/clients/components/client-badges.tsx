import { capitalize } from "@shared/domain/capitalize";
import { clientStatusTone } from "@shared/domain/catalogue";
import type { Client } from "@shared/schemas/client";
import { Badge } from "@web/components/ui/badge";
import { interestLabel } from "../client-display";

type ClientBadgesProps = Pick<Client, "status" | "interest"> & { className?: string };

/** The status badge (coloured by SPEC's tone) and the interest badge. */
export function ClientBadges({ status, interest, className }: ClientBadgesProps) {
  return (
    <div className={className}>
      <Badge variant={clientStatusTone[status]}>{capitalize(status)}</Badge>
      <Badge variant="outline">{interestLabel(interest)}</Badge>
    </div>
  );
}
