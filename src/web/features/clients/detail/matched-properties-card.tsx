import { formatListingPrice } from "@shared/domain/format";
import { formatScore, scoreTone } from "@shared/domain/matching";
import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import { SectionCard } from "@web/components/section-card";
import { Badge } from "@web/components/ui/badge";
import { MatchBreakdownButton } from "@web/records/pair-status/match-breakdown-button";
import {
  hiddenCount,
  NO_HIDDEN_PAIRS,
  topPairMatchesForClient,
} from "@web/records/pair-status/pair-matching";
import { PairStatusChip } from "@web/records/pair-status/pair-status-chip";
import { usePairStatuses } from "@web/records/pair-status/pair-statuses-query";
import { ShowHiddenToggle } from "@web/records/pair-status/show-hidden-toggle";
import { useSettings } from "@web/records/settings/use-settings";
import { SendMatchesDialog } from "@web/records/share-link/send-matches-dialog";
import { MapPinIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";

type MatchedPropertiesCardProps = { client: Client; properties: readonly Property[] };

/**
 * The client's best matches (SPEC section 9: above 40, best first, at most 5), each with its
 * status; 'Not suitable' ones only under 'Show hidden'.
 */
export function MatchedPropertiesCard({ client, properties }: MatchedPropertiesCardProps) {
  const settings = useSettings();
  const { hidden } = usePairStatuses();
  const [isShowingHidden, setIsShowingHidden] = useState(false);
  const matches = useMemo(
    () => topPairMatchesForClient(client, properties, hidden),
    [client, properties, hidden],
  );
  const shown = useMemo(
    () =>
      isShowingHidden ? topPairMatchesForClient(client, properties, NO_HIDDEN_PAIRS) : matches,
    [client, properties, matches, isShowingHidden],
  );
  const hiddenTotal = hiddenCount(hidden, { clientId: client.id });
  return (
    <SectionCard
      title="Matched properties"
      action={
        matches.length > 0 && (
          <SendMatchesDialog
            key={matches.map(({ item }) => item.id).join()}
            client={client}
            properties={matches.map(({ item }) => item)}
          />
        )
      }
    >
      {shown.length === 0 ? (
        <p className="text-muted-foreground">No matching properties</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Matched properties">
          {shown.map(({ item, score }) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-3 py-2"
            >
              <Link
                to={`/properties/${item.id}`}
                className="flex min-h-11 min-w-0 flex-1 basis-32 flex-col justify-center gap-0.5 rounded-sm hover:text-primary"
              >
                <span className="wrap-break-word line-clamp-2 font-medium">{item.title}</span>
                <span className="flex items-center gap-1 text-muted-foreground text-sm">
                  <MapPinIcon aria-hidden="true" className="size-3.5 shrink-0" />
                  <span className="truncate">{item.location}</span>
                  <span aria-hidden="true">·</span>
                  <span className="shrink-0">{formatListingPrice(item, settings)}</span>
                </span>
              </Link>
              <span className="flex items-center gap-1">
                <Badge variant={scoreTone(score)}>
                  <span className="sr-only">Score </span>
                  {formatScore(score)}
                </Badge>
                <PairStatusChip clientId={client.id} propertyId={item.id} />
                <MatchBreakdownButton property={item} client={client} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <ShowHiddenToggle
        count={hiddenTotal}
        isShown={isShowingHidden}
        onToggle={() => setIsShowingHidden((is) => !is)}
      />
    </SectionCard>
  );
}
