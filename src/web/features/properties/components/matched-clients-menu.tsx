import { topClientMatches } from "@shared/domain/matching";
import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import { MatchesMenu } from "@web/components/matches-menu";
import { UsersIcon } from "lucide-react";
import { useMemo } from "react";

type MatchedClientsMenuProps = { property: Property; clients: readonly Client[] };

/** SPEC section 9: the clients scoring above 40 for this property, best first, at most 5. */
export function MatchedClientsMenu({ property, clients }: MatchedClientsMenuProps) {
  const matches = useMemo(
    () =>
      topClientMatches(property, clients).map(({ item, score }) => ({
        id: item.id,
        name: item.name,
        href: `/clients/${item.id}`,
        score,
      })),
    [property, clients],
  );
  return (
    <MatchesMenu
      label="Matched clients"
      icon={UsersIcon}
      matches={matches}
      emptyText="No matching clients"
    />
  );
}
