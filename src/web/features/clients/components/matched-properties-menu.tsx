import type { HiddenPairs } from "@shared/domain/pair-status";
import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import { MatchesMenu } from "@web/components/matches-menu";
import { MatchBreakdownButton } from "@web/records/pair-status/match-breakdown-button";
import { hiddenCount, topPairMatchesForClient } from "@web/records/pair-status/pair-matching";
import { PairStatusChip } from "@web/records/pair-status/pair-status-chip";
import { ShowHiddenToggle } from "@web/records/pair-status/show-hidden-toggle";
import { useShownMatches } from "@web/records/pair-status/use-shown-matches";
import { Building2Icon } from "lucide-react";
import { useCallback, useMemo } from "react";

type MatchedPropertiesMenuProps = { client: Client; properties: readonly Property[] };

/**
 * SPEC section 9: the properties scoring above 40 for this client, best first, at most 5, each
 * with its status; 'Not suitable' ones only under 'Show hidden'.
 */
export function MatchedPropertiesMenu({ client, properties }: MatchedPropertiesMenuProps) {
  const { hidden, matches, count, isShowingHidden, toggleHidden } = useShownMatches(
    useCallback(
      (shownHidden: HiddenPairs) => topPairMatchesForClient(client, properties, shownHidden),
      [client, properties],
    ),
  );
  const propertyById = useMemo(
    () => new Map(matches.map(({ item }) => [item.id, item])),
    [matches],
  );
  return (
    <MatchesMenu
      label="Matched properties"
      icon={Building2Icon}
      matches={matches.map(({ item, score }) => ({
        id: item.id,
        name: item.title,
        href: `/properties/${item.id}`,
        score,
      }))}
      count={count}
      emptyText="No matching properties"
      renderActions={(match) => {
        const property = propertyById.get(match.id);
        return (
          <>
            <PairStatusChip clientId={client.id} propertyId={match.id} />
            {property && <MatchBreakdownButton property={property} client={client} />}
          </>
        );
      }}
      footer={
        <ShowHiddenToggle
          count={hiddenCount(hidden, { clientId: client.id })}
          isShown={isShowingHidden}
          onToggle={toggleHidden}
        />
      }
    />
  );
}
