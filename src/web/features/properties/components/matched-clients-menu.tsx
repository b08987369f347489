import type { HiddenPairs } from "@shared/domain/pair-status";
import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import { MatchesMenu } from "@web/components/matches-menu";
import { MatchBreakdownButton } from "@web/records/pair-status/match-breakdown-button";
import { hiddenCount, topPairMatchesForProperty } from "@web/records/pair-status/pair-matching";
import { PairStatusChip } from "@web/records/pair-status/pair-status-chip";
import { ShowHiddenToggle } from "@web/records/pair-status/show-hidden-toggle";
import { useShownMatches } from "@web/records/pair-status/use-shown-matches";
import { UsersIcon } from "lucide-react";
import { useCallback, useMemo } from "react";

type MatchedClientsMenuProps = { property: Property; clients: readonly Client[] };

/**
 * SPEC section 9: the clients scoring above 40 for this property, best first, at most 5, each
 * with its status; 'Not suitable' ones only under 'Show hidden'.
 */
export function MatchedClientsMenu({ property, clients }: MatchedClientsMenuProps) {
  const { hidden, matches, count, isShowingHidden, toggleHidden } = useShownMatches(
    useCallback(
      (shownHidden: HiddenPairs) => topPairMatchesForProperty(property, clients, shownHidden),
      [property, clients],
    ),
  );
  const links = useMemo(
    () =>
      matches.map(({ item, score }) => ({
        id: item.id,
        name: item.name,
        href: `/clients/${item.id}`,
        score,
      })),
    [matches],
  );
  const clientById = useMemo(() => new Map(matches.map(({ item }) => [item.id, item])), [matches]);
  return (
    <MatchesMenu
      label="Matched clients"
      icon={UsersIcon}
      matches={links}
      count={count}
      emptyText="No matching clients"
      renderActions={(match) => {
        const client = clientById.get(match.id);
        return (
          <>
            <PairStatusChip clientId={match.id} propertyId={property.id} />
            {client && <MatchBreakdownButton property={property} client={client} />}
          </>
        );
      }}
      footer={
        <ShowHiddenToggle
          count={hiddenCount(hidden, { propertyId: property.id })}
          isShown={isShowingHidden}
          onToggle={toggleHidden}
        />
      }
    />
  );
}
