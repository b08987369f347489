import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { usePageTitle } from "@web/lib/use-page-title";
import { MapPinIcon, PencilIcon, SearchXIcon } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { DELETED_FROM_DETAIL } from "./api/delete-property";
import { useProperty } from "./api/get-property";
import { isNotFound, useLoadErrorToast } from "./api/use-load-error-toast";
import { BackLink } from "./components/back-link";
import { DeletePropertyButton } from "./components/delete-property-button";
import { StatusBadges } from "./components/status-badges";
import { DescriptionCard } from "./detail/description-card";
import { DetailSkeleton } from "./detail/detail-skeleton";
import { MediaCard } from "./detail/media-card";
import { OwnerCard } from "./detail/owner-card";
import { PhotoCarousel } from "./detail/photo-carousel";
import { PropertyOverview } from "./detail/property-overview";

export function PropertyDetailPage() {
  const id = useParams().id ?? "";
  const navigate = useNavigate();
  const { data: property, error, isError } = useProperty(id);
  useLoadErrorToast(error);
  usePageTitle(property?.title ?? "Property");

  if (!property) {
    if (isNotFound(error) || isError) {
      return (
        <EmptyState
          icon={SearchXIcon}
          title={isNotFound(error) ? "Property not found" : "The property could not be loaded"}
          action={
            <Button asChild>
              <Link to="/properties">Back to Properties</Link>
            </Button>
          }
        />
      );
    }
    return <DetailSkeleton />;
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
          <h1 className="break-words font-semibold text-2xl tracking-tight">{property.title}</h1>
          <p className="flex items-center gap-1 text-muted-foreground">
            <MapPinIcon aria-hidden="true" className="size-4 shrink-0" />
            {property.location}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button asChild variant="outline">
            <Link to={`/properties/${property.id}/edit`}>
              <PencilIcon aria-hidden="true" />
              Edit
            </Link>
          </Button>
          <DeletePropertyButton
            property={property}
            success={DELETED_FROM_DETAIL}
            onDeleted={() => navigate("/properties", { replace: true })}
          />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <PhotoCarousel photos={property.photos} title={property.title} />
          <PropertyOverview property={property} />
          <DescriptionCard description={property.description} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <OwnerCard property={property} />
          <MediaCard property={property} />
        </div>
      </div>
    </div>
  );
}
