import { formatListingPrice, formatPrice } from "@shared/domain/format";
import type { Match } from "@shared/domain/matching";
import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import { MatchBreakdownButton } from "@web/records/pair-status/match-breakdown-button";
import {
  hiddenCount,
  NO_HIDDEN_PAIRS,
  pairMatchesForProperties,
} from "@web/records/pair-status/pair-matching";
import { PairStatusChip } from "@web/records/pair-status/pair-status-chip";
import { usePairStatuses } from "@web/records/pair-status/pair-statuses-query";
import { ShowHiddenToggle } from "@web/records/pair-status/show-hidden-toggle";
import { useSettings } from "@web/records/settings/use-settings";
import { SendListingButton } from "@web/records/share-link/send-listing-button";
import { HouseIcon } from "lucide-react";
import { useCallback, useMemo } from "react";
import type { MatchRow } from "./match-entry";
import { MatchTab } from "./match-tab";
import { useShownHidden } from "./use-shown-hidden";

type PropertyToClientTabProps = {
  availableProperties: Property[] | undefined;
  clients: Client[];
  renderAction: (clientId: string, propertyId: string) => React.ReactNode;
};

/** Each available property with the clients it fits, each a tap away from a chat with its link. */
export function PropertyToClientTab({
  availableProperties,
  clients,
  renderAction,
}: PropertyToClientTabProps) {
  const settings = useSettings();
  const { hidden } = usePairStatuses();
  const { shown, toggle } = useShownHidden();
  const clientById = useMemo(
    () => new Map(clients.map((client) => [client.id, client])),
    [clients],
  );
  const toEntries = useCallback(
    (visible: readonly Property[]) => {
      const lists = pairMatchesForProperties(visible, clients, hidden);
      const row = (match: Match<Client>): MatchRow => ({
        id: match.item.id,
        name: `${match.item.title} ${match.item.name}`,
        detail: match.item.locations.join(", ") || match.item.phone,
        amount: match.item.budget === null ? "No budget" : formatPrice(match.item.budget, settings),
        href: `/clients/${match.item.id}`,
        score: match.score,
        isSecondOption: match.isSecondOption,
      });
      return visible.map((property, index) => {
        const isShowingHidden = shown.has(property.id);
        const list = isShowingHidden
          ? pairMatchesForProperties([property], clients, NO_HIDDEN_PAIRS)[0]
          : lists[index];
        return {
          id: property.id,
          name: property.title,
          detail: [property.location, property.subType].filter(Boolean).join(" · "),
          amount: formatListingPrice(property, settings),
          primary: list?.primary.map(row) ?? [],
          secondary: list?.secondary.map(row) ?? [],
          emptyText: "No strong client matches found",
          renderAction: (match: MatchRow) => {
            const client = clientById.get(match.id);
            return (
              <>
                <PairStatusChip clientId={match.id} propertyId={property.id} />
                {client && (
                  <MatchBreakdownButton
                    property={property}
                    client={client}
                    isSecondOption={match.isSecondOption}
                  />
                )}
                {renderAction(match.id, property.id)}
                {client && <SendListingButton client={client} listing={property} />}
              </>
            );
          },
          footer: (
            <ShowHiddenToggle
              count={hiddenCount(hidden, { propertyId: property.id })}
              isShown={isShowingHidden}
              onToggle={() => toggle(property.id)}
            />
          ),
        };
      });
    },
    [clients, clientById, settings, renderAction, hidden, shown, toggle],
  );
  return (
    <MatchTab
      items={availableProperties}
      searchLabel="Search properties..."
      searchText={propertySearchText}
      empty={{
        icon: HouseIcon,
        title: "No Properties Found",
        description: "Only available properties are matched.",
      }}
      toEntries={toEntries}
    />
  );
}

function propertySearchText(property: Property): string {
  return `${property.title} ${property.location}`;
}
