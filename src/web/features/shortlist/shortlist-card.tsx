import { ConfirmDeleteButton } from "@web/components/confirm-delete-button";
import { SectionCard } from "@web/components/section-card";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { copyText } from "@web/lib/copy-text";
import { useRevokeShortlist, useShortlistCard } from "@web/records/shortlist/shortlist-link";
import { VisitRequestRow } from "@web/records/shortlist/visit-request-row";
import { CopyIcon, LinkIcon } from "lucide-react";

/**
 * The client's shortlist page as the agent sees it: its link to copy, how often it was opened,
 * revoking it, and the visits the client asked for there.
 */
export function ShortlistCard({ clientId }: { clientId: string }) {
  const { data: card, isPending } = useShortlistCard(clientId);
  const link = card?.link;
  const requests = card?.visitRequests ?? [];
  const revoke = useRevokeShortlist(clientId);
  const pending = requests.filter((request) => request.status === "pending");
  const answered = requests.filter((request) => request.status !== "pending").slice(0, 3);

  return (
    <SectionCard title="Shortlist">
      {isPending ? (
        <p className="text-muted-foreground">Loading…</p>
      ) : link ? (
        <div className="flex flex-col gap-3">
          <Input
            readOnly
            value={link.url}
            aria-label="Shortlist link"
            onFocus={(event) => event.currentTarget.select()}
          />
          <p className="text-muted-foreground text-sm">{viewCountText(link.viewCount)}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => copyText(link.url, "Link copied")}>
              <CopyIcon aria-hidden="true" />
              Copy link
            </Button>
            <Button variant="outline" asChild>
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                <LinkIcon aria-hidden="true" />
                Open
              </a>
            </Button>
            <ConfirmDeleteButton
              label="Revoke link"
              confirmLabel="Revoke link"
              description="The client's page stops working at once. A new 'Send matches' makes a new link."
              isPending={revoke.isPending}
              onConfirm={() => revoke.mutate()}
            />
          </div>
        </div>
      ) : (
        <p className="text-muted-foreground">
          No shortlist yet: 'Send matches' makes a page of homes for this client.
        </p>
      )}
      {(pending.length > 0 || answered.length > 0) && (
        <section aria-labelledby={`visit-requests-${clientId}`} className="flex flex-col gap-2">
          <h3 id={`visit-requests-${clientId}`} className="font-semibold">
            Visit requests
          </h3>
          <ul className="flex flex-col gap-2">
            {[...pending, ...answered].map((request) => (
              <VisitRequestRow key={request.id} request={request} />
            ))}
          </ul>
        </section>
      )}
    </SectionCard>
  );
}

function viewCountText(viewCount: number): string {
  if (viewCount === 0) {
    return "Not viewed yet";
  }
  return `Viewed ${viewCount} ${viewCount === 1 ? "time" : "times"}`;
}
