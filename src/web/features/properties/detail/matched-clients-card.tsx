import { formatScore, scoreTone } from "@shared/domain/matching";
import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import { SectionCard } from "@web/components/section-card";
import { Badge } from "@web/components/ui/badge";
import { MatchBreakdownButton } from "@web/records/pair-status/match-breakdown-button";
import {
  hiddenCount,
  NO_HIDDEN_PAIRS,
  topPairMatchesForProperty,
} from "@web/records/pair-status/pair-matching";
import { PairStatusChip } from "@web/records/pair-status/pair-status-chip";
import { usePairStatuses } from "@web/records/pair-status/pair-statuses-query";
import { ShowHiddenToggle } from "@web/records/pair-status/show-hidden-toggle";
import { SendListingButton } from "@web/records/share-link/send-listing-button";
import { useMemo, useState } from "react";
import { Link } from "react-router";

type MatchedClientsCardProps = { property: Property; clients: readonly Client[] };

/**
 * The listing's best clients (SPEC section 9: above 40, best first, at most 5), each with its
 * status and a tap from a chat; 'Not suitable' ones only under 'Show hidden'.
 */
export function MatchedClientsCard({ property, clients }: MatchedClientsCardProps) {
  const { hidden } = usePairStatuses();
  const [isShowingHidden, setIsShowingHidden] = useState(false);
  const matches = useMemo(
    () => topPairMatchesForProperty(property, clients, isShowingHidden ? NO_HIDDEN_PAIRS : hidden),
    [property, clients, hidden, isShowingHidden],
  );
  return (
    <SectionCard title="Matched clients">
      {matches.length === 0 ? (
        <p className="text-muted-foreground">No matching clients</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Matched clients">
          {matches.map(({ item: client, score }) => (
            <li
              key={client.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border px-3 py-2"
            >
              <Link
                to={`/clients/${client.id}`}
                className="min-h-11 min-w-0 flex-1 basis-32 content-center truncate rounded-sm font-medium hover:text-primary"
              >
                {client.name}
              </Link>
              <span className="flex items-center gap-1">
                <Badge variant={scoreTone(score)}>
                  <span className="sr-only">Score </span>
                  {formatScore(score)}
                </Badge>
                <PairStatusChip clientId={client.id} propertyId={property.id} />
                <MatchBreakdownButton property={property} client={client} />
              </span>
              <SendListingButton client={client} listing={property} />
            </li>
          ))}
        </ul>
      )}
      <ShowHiddenToggle
        count={hiddenCount(hidden, { propertyId: property.id })}
        isShown={isShowingHidden}
        onToggle={() => setIsShowingHidden((is) => !is)}
      />
    </SectionCard>
  );
}
