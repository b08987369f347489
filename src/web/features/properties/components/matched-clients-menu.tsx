import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import { MatchesMenu } from "@web/components/matches-menu";
import { MatchBreakdownButton } from "@web/records/pair-status/match-breakdown-button";
import {
  hiddenCount,
  NO_HIDDEN_PAIRS,
  topPairMatchesForProperty,
} from "@web/records/pair-status/pair-matching";
import { PairStatusChip } from "@web/records/pair-status/pair-status-chip";
import { usePairStatuses } from "@web/records/pair-status/pair-statuses-query";
import { ShowHiddenToggle } from "@web/records/pair-status/show-hidden-toggle";
import { UsersIcon } from "lucide-react";
import { useMemo, useState } from "react";

type MatchedClientsMenuProps = { property: Property; clients: readonly Client[] };

/**
 * SPEC section 9: the clients scoring above 40 for this property, best first, at most 5, each
 * with its status; 'Not suitable' ones only under 'Show hidden'.
 */
export function MatchedClientsMenu({ property, clients }: MatchedClientsMenuProps) {
  const { hidden } = usePairStatuses();
  const [isShowingHidden, setIsShowingHidden] = useState(false);
  const matches = useMemo(
    () => topPairMatchesForProperty(property, clients, isShowingHidden ? NO_HIDDEN_PAIRS : hidden),
    [property, clients, hidden, isShowingHidden],
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
          onToggle={() => setIsShowingHidden((is) => !is)}
        />
      }
    />
  );
}
