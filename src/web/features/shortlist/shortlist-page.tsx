import { isShareToken } from "@shared/domain/sharing";
import { shortlistQuestionMessage } from "@shared/domain/shortlist";
import { localWallClockAt } from "@shared/domain/wall-clock";
import { AgentCard } from "@web/components/agent-card";
import { DetailSkeleton } from "@web/components/detail-skeleton";
import { EmptyState } from "@web/components/ui/empty-state";
import { ApiError } from "@web/lib/api";
import { usePageTitle } from "@web/lib/use-page-title";
import { HouseIcon, LinkIcon } from "lucide-react";
import { useParams } from "react-router";
import { usePublicShortlist } from "./api/public-shortlist-query";
import { ShortlistListingCard } from "./components/shortlist-listing-card";

/** `/s/:token`: the homes an agent picked for a client, answered on a phone, signed out. */
export function ShortlistPage() {
  const token = useParams().token ?? "";
  const { data: shortlist, error } = usePublicShortlist(token);
  usePageTitle(shortlist ? `Homes picked for ${shortlist.clientName}` : "Homes picked for you");

  if (!shortlist) {
    return (
      <main className="mx-auto flex min-h-dvh w-full max-w-5xl flex-col gap-6 p-4 sm:p-6">
        {error || !isShareToken(token) ? (
          <EmptyState
            icon={LinkIcon}
            title="This page is not available"
            description={
              error instanceof ApiError && error.status === 429
                ? "Too many tries from this network. Please try again later."
                : "The link may have been stopped by the agent. Ask them for a new one."
            }
          />
        ) : (
          <DetailSkeleton label="Loading homes…" />
        )}
      </main>
    );
  }

  const today = localWallClockAt(new Date()).date;
  const agentName = shortlist.agent.name.trim() || shortlist.agent.email;
  const count = shortlist.listings.length;
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-5 p-4 sm:p-6">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="wrap-anywhere font-semibold text-2xl tracking-tight">
          Homes picked for {shortlist.clientName}
        </h1>
        <p className="wrap-anywhere text-muted-foreground">
          {count === 1 ? "1 home" : `${count} homes`} from {agentName}. Tap Interested or Not for me
          on each, or book a visit.
        </p>
      </div>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-3 lg:items-start">
        <div className="min-w-0 lg:col-span-2">
          {count === 0 ? (
            <EmptyState
              icon={HouseIcon}
              title="No homes here yet"
              description="Your agent will add homes for you soon."
            />
          ) : (
            <ul aria-label="Homes" className="flex flex-col gap-5">
              {shortlist.listings.map((listing, index) => (
                <ShortlistListingCard
                  key={listing.id}
                  token={token}
                  listing={listing}
                  settings={shortlist.settings}
                  today={today}
                  isFirst={index === 0}
                />
              ))}
            </ul>
          )}
        </div>
        <div className="order-first min-w-0 lg:order-none">
          <AgentCard
            agent={shortlist.agent}
            message={shortlistQuestionMessage(window.location.href)}
          />
        </div>
      </div>
    </main>
  );
}
