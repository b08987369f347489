import { topPropertyMatches } from "@shared/domain/matching";
import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import { MatchesMenu } from "@web/components/matches-menu";
import { Building2Icon } from "lucide-react";
import { useMemo } from "react";

type MatchedPropertiesMenuProps = { client: Client; properties: readonly Property[] };

/** SPEC section 9: the properties scoring above 40 for this client, best first, at most 5. */
export function MatchedPropertiesMenu({ client, properties }: MatchedPropertiesMenuProps) {
  const matches = useMemo(() => propertyLinks(client, properties), [client, properties]);
  return (
    <MatchesMenu
      label="Matched properties"
      icon={Building2Icon}
      matches={matches}
      emptyText="No matching properties"
    />
  );
}

export function propertyLinks(client: Client, properties: readonly Property[]) {
  return topPropertyMatches(client, properties).map(({ item, score }) => ({
    id: item.id,
    name: item.title,
    href: `/properties/${item.id}`,
    score,
  }));
}
