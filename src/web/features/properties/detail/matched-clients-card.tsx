import { formatScore, scoreTone, topClientMatches } from "@shared/domain/matching";
import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import { SectionCard } from "@web/components/section-card";
import { Badge } from "@web/components/ui/badge";
import { SendListingButton } from "@web/records/share-link/send-listing-button";
import { useMemo } from "react";
import { Link } from "react-router";

type MatchedClientsCardProps = { property: Property; clients: readonly Client[] };

/** The listing's best clients (SPEC section 9: above 40, best first, at most 5), each a tap from a chat. */
export function MatchedClientsCard({ property, clients }: MatchedClientsCardProps) {
  const matches = useMemo(() => topClientMatches(property, clients), [property, clients]);
  return (
    <SectionCard title="Matched clients">
      {matches.length === 0 ? (
        <p className="text-muted-foreground">No matching clients</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {matches.map(({ item: client, score }) => (
            <li
              key={client.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border px-3 py-2"
            >
              <Link
                to={`/clients/${client.id}`}
                className="min-h-11 min-w-0 flex-1 basis-32 content-center truncate rounded-sm font-medium hover:text-primary"
              >
                {client.name}
              </Link>
              <Badge variant={scoreTone(score)}>{formatScore(score)}</Badge>
              <SendListingButton client={client} listing={property} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
