import { COUNTRY_CALLING_CODES } from "@shared/domain/format";
import { interestedMessage, isShareToken } from "@shared/domain/sharing";
import { AgentCard } from "@web/components/agent-card";
import { DetailSkeleton } from "@web/components/detail-skeleton";
import { PhotoCarousel } from "@web/components/photo-carousel";
import { StatusBadges } from "@web/components/status-badges";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { EmptyState } from "@web/components/ui/empty-state";
import { ApiError } from "@web/lib/api";
import { usePageTitle } from "@web/lib/use-page-title";
import { LinkIcon, MapPinIcon } from "lucide-react";
import { useParams } from "react-router";
import { usePublicListing } from "./api/get-public-listing";
import { DescriptionCard } from "./detail/description-card";
import { PropertyOverview } from "./detail/property-overview";
import { VideoGrid } from "./detail/video-grid";
import { EnquiryForm } from "./enquiry/enquiry-form";

/** `/p/:token`: the listing an agent shared, for a client on a phone, signed out. */
export function PublicListingPage() {
  const token = useParams().token ?? "";
  const { data: listing, error } = usePublicListing(token);
  usePageTitle(listing?.title ?? "Property");

  if (!listing) {
    return (
      <main className="mx-auto flex min-h-dvh w-full max-w-5xl flex-col gap-6 p-4 sm:p-6">
        {error || !isShareToken(token) ? (
          <EmptyState
            icon={LinkIcon}
            title="This listing is not available"
            description={
              error instanceof ApiError && error.status === 429
                ? "Too many tries from this network. Please try again later."
                : "The link may have been stopped by the agent. Ask them for a new one."
            }
          />
        ) : (
          <DetailSkeleton label="Loading property…" />
        )}
      </main>
    );
  }

  const link = window.location.href;
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-5 p-4 sm:p-6">
      <PhotoCarousel photos={listing.photoUrls.map((url) => ({ url }))} title={listing.title} />
      <div className="flex min-w-0 flex-col gap-2">
        <StatusBadges status={listing.status} purpose={listing.purpose} className="flex gap-2" />
        <h1 className="wrap-anywhere font-semibold text-2xl tracking-tight">{listing.title}</h1>
        <p className="flex items-center gap-1 text-muted-foreground">
          <MapPinIcon aria-hidden="true" className="size-4 shrink-0" />
          <span className="wrap-anywhere min-w-0">{listing.location}</span>
        </p>
      </div>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-5 lg:col-span-2">
          <PropertyOverview property={listing} settings={listing.settings} />
          <DescriptionCard description={listing.description} />
          {listing.videoLinks.length > 0 && (
            <Card className="gap-4">
              <CardHeader>
                <CardTitle asChild>
                  <h2>Videos</h2>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <VideoGrid links={listing.videoLinks} />
              </CardContent>
            </Card>
          )}
        </div>
        <div className="order-first flex min-w-0 flex-col gap-5 lg:order-none">
          <AgentCard agent={listing.agent} message={interestedMessage(listing.title, link)} />
          <EnquiryForm
            token={token}
            stamp={listing.enquiryStamp}
            phonePrefix={`+${COUNTRY_CALLING_CODES[listing.settings.country]} `}
            agentName={listing.agent.name}
          />
        </div>
      </div>
    </main>
  );
}
