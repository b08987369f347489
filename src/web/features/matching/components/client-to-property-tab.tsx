import { formatListingPrice, formatPrice } from "@shared/domain/format";
import type { Match } from "@shared/domain/matching";
import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import { MatchBreakdownButton } from "@web/records/pair-status/match-breakdown-button";
import {
  hiddenCount,
  NO_HIDDEN_PAIRS,
  pairMatchesForClients,
} from "@web/records/pair-status/pair-matching";
import { PairStatusChip } from "@web/records/pair-status/pair-status-chip";
import { usePairStatuses } from "@web/records/pair-status/pair-statuses-query";
import { ShowHiddenToggle } from "@web/records/pair-status/show-hidden-toggle";
import { useSettings } from "@web/records/settings/use-settings";
import { SendMatchesDialog } from "@web/records/share-link/send-matches-dialog";
import { UsersIcon } from "lucide-react";
import { useCallback } from "react";
import type { MatchRow } from "./match-entry";
import { MatchTab } from "./match-tab";
import { useShownHidden } from "./use-shown-hidden";

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
  const { hidden } = usePairStatuses();
  const { shown, toggle } = useShownHidden();
  const toEntries = useCallback(
    (visible: readonly Client[]) => {
      const lists = pairMatchesForClients(visible, availableProperties, hidden);
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
        const isShowingHidden = shown.has(client.id);
        const list = isShowingHidden
          ? pairMatchesForClients([client], availableProperties, NO_HIDDEN_PAIRS)[0]
          : lists[index];
        const primary = list?.primary ?? [];
        const secondary = list?.secondary ?? [];
        const byId = new Map([...primary, ...secondary].map((match) => [match.item.id, match]));
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
          renderAction: (match: MatchRow) => {
            const found = byId.get(match.id);
            return (
              <>
                <PairStatusChip clientId={client.id} propertyId={match.id} />
                {found && (
                  <MatchBreakdownButton
                    property={found.item}
                    client={client}
                    isSecondOption={found.isSecondOption}
                  />
                )}
                {renderAction(client.id, match.id)}
              </>
            );
          },
          footer: (
            <ShowHiddenToggle
              count={hiddenCount(hidden, { clientId: client.id })}
              isShown={isShowingHidden}
              onToggle={() => toggle(client.id)}
            />
          ),
          action: (
            <SendMatchesDialog
              client={client}
              properties={[
                ...(lists[index]?.primary ?? []),
                ...(lists[index]?.secondary ?? []),
              ].map(({ item }) => item)}
              tickedIds={(lists[index]?.primary ?? []).map(({ item }) => item.id)}
            />
          ),
        };
      });
    },
    [availableProperties, settings, renderAction, hidden, shown, toggle],
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
