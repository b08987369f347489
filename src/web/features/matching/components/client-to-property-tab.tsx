import { formatListingPrice, formatPrice } from "@shared/domain/format";
import { allClientMatches, type Match } from "@shared/domain/matching";
import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import { useSettings } from "@web/records/settings/use-settings";
import { SendMatchesDialog } from "@web/records/share-link/send-matches-dialog";
import { UsersIcon } from "lucide-react";
import { useCallback } from "react";
import type { MatchRow } from "./match-entry";
import { MatchTab } from "./match-tab";

type ClientToPropertyTabProps = {
  clients: Client[] | undefined;
  availableProperties: Property[];
  renderAction: (clientId: string, propertyId: string) => React.ReactNode;
};

/** Each client with the available properties that fit them. */
export function ClientToPropertyTab({
  clients,
  availableProperties,
  renderAction,
}: ClientToPropertyTabProps) {
  const settings = useSettings();
  const toEntries = useCallback(
    (visible: readonly Client[]) => {
      const lists = allClientMatches(visible, availableProperties);
      const row = (match: Match<Property>): MatchRow => ({
        id: match.item.id,
        name: match.item.title,
        detail: match.item.location,
        amount: formatListingPrice(match.item, settings),
        href: `/properties/${match.item.id}`,
        score: match.score,
        isSecondOption: match.isSecondOption,
      });
      return visible.map((client, index) => {
        const primary = lists[index]?.primary ?? [];
        const secondary = lists[index]?.secondary ?? [];
        return {
          id: client.id,
          name: `${client.title} ${client.name}`,
          detail:
            [client.locations.join(", "), client.propertyTypes.join(", ")]
              .filter(Boolean)
              .join(" · ") || "No preferences yet",
          amount: client.budget === null ? "No budget" : formatPrice(client.budget, settings),
          primary: primary.map(row),
          secondary: secondary.map(row),
          emptyText: "No strong matches found",
          renderAction: (match: MatchRow) => renderAction(client.id, match.id),
          action: (
            <SendMatchesDialog
              client={client}
              properties={[...primary, ...secondary].map(({ item }) => item)}
              tickedIds={primary.map(({ item }) => item.id)}
            />
          ),
        };
      });
    },
    [availableProperties, settings, renderAction],
  );
  return (
    <MatchTab
      items={clients}
      searchLabel="Search clients..."
      searchText={clientSearchText}
      empty={{
        icon: UsersIcon,
        title: "No Clients Found",
        description: "Add clients to see which properties fit them.",
      }}
      toEntries={toEntries}
    />
  );
}

function clientSearchText(client: Client): string {
  return `${client.title} ${client.name} ${client.locations.join(" ")}`;
}
