import { formatListingPrice } from "@shared/domain/format";
import { greetingText, NO_OWNER_PHONE } from "@shared/domain/links";
import { cardAreaText } from "@shared/domain/property-card";
import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import { CallButton } from "@web/components/contact-actions/call-button";
import { WhatsAppButton } from "@web/components/contact-actions/whatsapp-button";
import { StatusBadges } from "@web/components/status-badges";
import { ViewEditLinks } from "@web/components/view-edit-links";
import { useContactLogger } from "@web/records/activity/use-contact-logger";
import { DELETED_FROM_LIST } from "@web/records/property/delete-property";
import { useSettings } from "@web/records/settings/use-settings";
import { BathIcon, BedDoubleIcon, MapPinIcon, RulerIcon } from "lucide-react";
import { memo, useId } from "react";
import { DeletePropertyButton } from "./delete-property-button";
import { MatchedClientsMenu } from "./matched-clients-menu";
import { PropertyPhoto } from "./property-photo";

type PropertyCardProps = {
  property: Property;
  clients: readonly Client[];
  /** The first card in the list: its photo is fetched first. */
  isFirst?: boolean;
};

/**
 * One listing in the grid. Lists show a page of cards at a time, so every card is drawn whole: a
 * skipped one (content-visibility) would clip its focus ring and make Back land off its place.
 */
export const PropertyCard = memo(function PropertyCard({
  property,
  clients,
  isFirst = false,
}: PropertyCardProps) {
  const settings = useSettings();
  const titleId = useId();
  const area = cardAreaText(property, settings.numberSystem);
  const contact = useContactLogger();
  const target = { propertyId: property.id };
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <div className="relative">
        <PropertyPhoto
          photo={property.photos[0]}
          alt=""
          isPriority={isFirst}
          className="aspect-[16/10] w-full"
        />
        <StatusBadges
          status={property.status}
          purpose={property.purpose}
          className="absolute top-3 left-3 flex flex-wrap gap-2"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-col gap-1">
          <h2
            id={titleId}
            className="wrap-break-word line-clamp-2 font-semibold text-lg leading-tight"
          >
            {property.title}
          </h2>
          <p className="flex items-center gap-1 text-muted-foreground text-sm">
            <MapPinIcon aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{property.location}</span>
          </p>
        </div>
        <p className="font-bold text-primary text-xl">{formatListingPrice(property, settings)}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm">
          <Stat icon={BedDoubleIcon} value={property.bedrooms} label="beds" />
          <Stat icon={BathIcon} value={property.bathrooms} label="baths" />
          {area && (
            <li className="flex items-center gap-1">
              <RulerIcon aria-hidden="true" className="size-4" />
              {area}
            </li>
          )}
        </ul>
        <MatchedClientsMenu property={property} clients={clients} />
        <div className="mt-auto flex flex-col gap-2 border-t pt-3">
          <div className="grid grid-cols-2 gap-2">
            <CallButton
              phone={property.ownerPhone}
              missingPhone={NO_OWNER_PHONE}
              size="sm"
              onOpen={contact.call(target)}
            />
            <WhatsAppButton
              phone={property.ownerPhone}
              text={greetingText(property.ownerName, property.title)}
              missingPhone={NO_OWNER_PHONE}
              size="sm"
              onOpen={contact.whatsapp(target)}
            />
          </div>
          <ViewEditLinks path={`/properties/${property.id}`}>
            <DeletePropertyButton
              property={property}
              success={DELETED_FROM_LIST}
              isIconOnly
              size="icon-sm"
            />
          </ViewEditLinks>
        </div>
      </div>
    </article>
  );
});

type StatProps = { icon: typeof BathIcon; value: number | null; label: string };

function Stat({ icon: Icon, value, label }: StatProps) {
  if (value === null) {
    return null;
  }
  return (
    <li className="flex items-center gap-1">
      <Icon aria-hidden="true" className="size-4" />
      {value} <span className="sr-only">{label}</span>
    </li>
  );
}
