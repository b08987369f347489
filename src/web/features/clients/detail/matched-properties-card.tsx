import { formatListingPrice } from "@shared/domain/format";
import { formatScore, scoreTone, topPropertyMatches } from "@shared/domain/matching";
import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import { SectionCard } from "@web/components/section-card";
import { Badge } from "@web/components/ui/badge";
import { useSettings } from "@web/records/settings/use-settings";
import { SendMatchesDialog } from "@web/records/share-link/send-matches-dialog";
import { MapPinIcon } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";

type MatchedPropertiesCardProps = { client: Client; properties: readonly Property[] };

/** The client's best matches (SPEC section 9: above 40, best first, at most 5). */
export function MatchedPropertiesCard({ client, properties }: MatchedPropertiesCardProps) {
  const settings = useSettings();
  const matches = useMemo(() => topPropertyMatches(client, properties), [client, properties]);
  return (
    <SectionCard
      title="Matched properties"
      action={
        matches.length > 0 && (
          <SendMatchesDialog
            key={matches.map(({ item }) => item.id).join()}
            client={client}
            properties={matches.map(({ item }) => item)}
          />
        )
      }
    >
      {matches.length === 0 ? (
        <p className="text-muted-foreground">No matching properties</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {matches.map(({ item, score }) => (
            <li key={item.id}>
              <Link
                to={`/properties/${item.id}`}
                className="flex items-center justify-between gap-3 rounded-md border px-3 py-2 hover:bg-accent"
              >
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span className="wrap-break-word line-clamp-2 font-medium">{item.title}</span>
                  <span className="flex items-center gap-1 text-muted-foreground text-sm">
                    <MapPinIcon aria-hidden="true" className="size-3.5 shrink-0" />
                    <span className="truncate">{item.location}</span>
                    <span aria-hidden="true">·</span>
                    <span className="shrink-0">{formatListingPrice(item, settings)}</span>
                  </span>
                </span>
                <Badge variant={scoreTone(score)}>{formatScore(score)}</Badge>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
