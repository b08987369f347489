import { formatListingPrice, formatPrice } from "@shared/domain/format";
import { allPropertyMatches, type Match } from "@shared/domain/matching";
import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import { useSettings } from "@web/records/settings/use-settings";
import { SendListingButton } from "@web/records/share-link/send-listing-button";
import { HouseIcon } from "lucide-react";
import { useCallback, useMemo } from "react";
import type { MatchRow } from "./match-entry";
import { MatchTab } from "./match-tab";

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
  const clientById = useMemo(
    () => new Map(clients.map((client) => [client.id, client])),
    [clients],
  );
  const toEntries = useCallback(
    (visible: readonly Property[]) => {
      const lists = allPropertyMatches(visible, clients);
      const row = (match: Match<Client>): MatchRow => ({
        id: match.item.id,
        name: `${match.item.title} ${match.item.name}`,
        detail: match.item.locations.join(", ") || match.item.phone,
        amount: match.item.budget === null ? "No budget" : formatPrice(match.item.budget, settings),
        href: `/clients/${match.item.id}`,
        score: match.score,
        isSecondOption: match.isSecondOption,
      });
      return visible.map((property, index) => ({
        id: property.id,
        name: property.title,
        detail: [property.location, property.subType].filter(Boolean).join(" · "),
        amount: formatListingPrice(property, settings),
        primary: lists[index]?.primary.map(row) ?? [],
        secondary: lists[index]?.secondary.map(row) ?? [],
        emptyText: "No strong client matches found",
        renderAction: (match: MatchRow) => {
          const client = clientById.get(match.id);
          return (
            <>
              {renderAction(match.id, property.id)}
              {client && <SendListingButton client={client} listing={property} />}
            </>
          );
        },
      }));
    },
    [clients, clientById, settings, renderAction],
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
