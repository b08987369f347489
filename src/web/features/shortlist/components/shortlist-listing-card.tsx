import { formatListingPrice, formatNumber, type Settings } from "@shared/domain/format";
import type { ShortlistListing } from "@shared/schemas/share";
import { PhotoCarousel } from "@web/components/photo-carousel";
import { StatusBadges } from "@web/components/status-badges";
import { Card, CardContent } from "@web/components/ui/card";
import { LinkIcon, MapPinIcon } from "lucide-react";
import { ListingAnswers } from "./listing-answers";
import { VisitRequestForm } from "./visit-request-form";

// The listing column: the page's width on phones, two thirds of at most 1024 px beside the agent.
const LISTING_PHOTO_SIZES = "(min-width: 1024px) 660px, 100vw";

type ShortlistListingCardProps = {
  token: string;
  listing: ShortlistListing;
  settings: Settings;
  today: string;
  isFirst: boolean;
};

/** One listing on the client's page: photos, price, key facts, where, and their answers. */
export function ShortlistListingCard({
  token,
  listing,
  settings,
  today,
  isFirst,
}: ShortlistListingCardProps) {
  const facts = keyFacts(listing, settings);
  return (
    <li>
      <Card className="gap-4 overflow-hidden pt-0">
        <PhotoCarousel
          photos={listing.photoUrls.map((url) => ({ url }))}
          title={listing.title}
          sizes={LISTING_PHOTO_SIZES}
          isFirstOnPage={isFirst}
        />
        <CardContent className="flex flex-col gap-4">
          <div className="flex min-w-0 flex-col gap-2">
            <StatusBadges
              status={listing.status}
              purpose={listing.purpose}
              className="flex flex-wrap gap-2"
            />
            <h2 className="wrap-anywhere font-semibold text-xl tracking-tight">{listing.title}</h2>
            <p className="font-semibold text-lg">{formatListingPrice(listing, settings)}</p>
            {facts.length > 0 && (
              <p className="wrap-anywhere text-muted-foreground text-sm">{facts.join(" · ")}</p>
            )}
            <p className="flex items-center gap-1 text-muted-foreground">
              <MapPinIcon aria-hidden="true" className="size-4 shrink-0" />
              <span className="wrap-anywhere min-w-0">{listing.location}</span>
            </p>
            {listing.listingUrl && (
              <a
                href={listing.listingUrl}
                target="_blank"
                rel="noopener"
                className="flex min-h-11 items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
              >
                <LinkIcon aria-hidden="true" className="size-4 shrink-0" />
                All details<span className="sr-only"> of {listing.title}</span>
              </a>
            )}
          </div>
          <ListingAnswers
            token={token}
            propertyId={listing.id}
            title={listing.title}
            answer={listing.answer}
          />
          <VisitRequestForm
            token={token}
            propertyId={listing.id}
            title={listing.title}
            hasVisitRequest={listing.hasVisitRequest}
            today={today}
          />
        </CardContent>
      </Card>
    </li>
  );
}

/** '3 bed · 2 bath · 1,250 sqft · Apartment / Flat'. */
function keyFacts(listing: ShortlistListing, { numberSystem }: Settings): string[] {
  const area = listing.builtUpArea ?? listing.landSizeSqft;
  return [
    listing.bedrooms === null ? null : `${formatNumber(listing.bedrooms, numberSystem)} bed`,
    listing.bathrooms === null ? null : `${formatNumber(listing.bathrooms, numberSystem)} bath`,
    area === null ? null : `${formatNumber(area, numberSystem)} sqft`,
    listing.subType || listing.mainType || null,
  ].filter((fact): fact is string => fact !== null && fact !== "");
}
