import type { Client } from "@shared/schemas/client";
import { BackLink } from "@web/components/back-link";
import { DetailSkeleton } from "@web/components/detail-skeleton";
import { LinkButton } from "@web/components/link-button";
import { NotFoundState } from "@web/components/not-found-state";
import { PhotoCarousel } from "@web/components/photo-carousel";
import { StatusBadges } from "@web/components/status-badges";
import { isNotFound, useLoadErrorToast } from "@web/lib/use-load-error-toast";
import { usePageTitle } from "@web/lib/use-page-title";
import type { TimelineCard } from "@web/records/activity/timeline-card";
import { useClients } from "@web/records/client/get-clients";
import { DELETED_FROM_DETAIL } from "@web/records/property/delete-property";
import { useProperty } from "@web/records/property/get-property";
import { useSettings } from "@web/records/settings/use-settings";
import { useShareLink } from "@web/records/share-link/share-link";
import { MapPinIcon, PencilIcon } from "lucide-react";
import { useNavigate, useParams } from "react-router";
import { DeletePropertyButton } from "./components/delete-property-button";
import { ShareDialog } from "./components/share-dialog";
import { ShareViews } from "./components/share-views";
import { DescriptionCard } from "./detail/description-card";
import { MatchedClientsCard } from "./detail/matched-clients-card";
import { MediaCard } from "./detail/media-card";
import { OwnerCard } from "./detail/owner-card";
import { PropertyOverview } from "./detail/property-overview";

const NO_CLIENTS: readonly Client[] = [];

export function PropertyDetailPage({ Activity }: { Activity: TimelineCard }) {
  const id = useParams().id ?? "";
  const navigate = useNavigate();
  const { data: property, error, isError } = useProperty(id);
  const settings = useSettings();
  const { data: share } = useShareLink(id);
  const clients = useClients().data ?? NO_CLIENTS;
  useLoadErrorToast(error, "properties");
  usePageTitle(property?.title ?? "Property");

  if (!property) {
    if (isError) {
      return (
        <NotFoundState
          title={isNotFound(error) ? "Property not found" : "The property could not be loaded"}
          backTo="/properties"
          backLabel="Back to Properties"
        />
      );
    }
    return <DetailSkeleton label="Loading property…" />;
  }

  return (
    <div className="flex flex-col gap-6">
      <BackLink to="/properties">Back to Properties</BackLink>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <StatusBadges
            status={property.status}
            purpose={property.purpose}
            className="flex gap-2"
          />
          <h1 className="wrap-anywhere font-semibold text-2xl tracking-tight">{property.title}</h1>
          <p className="flex items-center gap-1 text-muted-foreground">
            <MapPinIcon aria-hidden="true" className="size-4 shrink-0" />
            <span className="wrap-anywhere min-w-0">{property.location}</span>
          </p>
          {share && <ShareViews share={share} />}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <ShareDialog property={property} />
          <LinkButton to={`/properties/${property.id}/edit`} variant="outline" icon={PencilIcon}>
            Edit
          </LinkButton>
          <DeletePropertyButton
            property={property}
            success={DELETED_FROM_DETAIL}
            onDeleted={() => navigate("/properties", { replace: true })}
          />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <PhotoCarousel photos={property.photos} title={property.title} />
          <PropertyOverview property={property} settings={settings} />
          <DescriptionCard description={property.description} />
          <Activity owner={{ propertyId: property.id }} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <OwnerCard property={property} />
          <MediaCard property={property} />
          <MatchedClientsCard property={property} clients={clients} />
        </div>
      </div>
    </div>
  );
}
