import type { Activity } from "@shared/schemas/activity";
import { SectionCard } from "@web/components/section-card";
import { ShowMore } from "@web/components/show-more";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { messageOf } from "@web/lib/api";
import type { TimelineOwner } from "@web/records/activity/activity-keys";
import { useTimeline } from "@web/records/activity/timeline-query";
import { PlusIcon, StickyNoteIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { ActivityDialogMode } from "./activity-dialog";
import { ActivityRow } from "./activity-row";
import { DeleteActivityDialog } from "./delete-activity-dialog";

const ActivityDialog = lazy(() =>
  import("./activity-dialog").then((module) => ({ default: module.ActivityDialog })),
);

/**
 * A client's or a listing's timeline, newest first and 50 at a time, with 'Add note' and
 * 'Log activity', and Edit and Delete on the agent's own entries.
 */
export function ActivityCard({ owner }: { owner: TimelineOwner }) {
  const timeline = useTimeline(owner);
  const [dialog, setDialog] = useState<ActivityDialogMode | null>(null);
  const [deleting, setDeleting] = useState<Activity | null>(null);
  const activities = timeline.data?.pages.flatMap((page) => page.items) ?? [];
  const now = new Date();
  return (
    <SectionCard
      title="Activity"
      action={
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" size="sm" onClick={() => setDialog({ mode: "note" })}>
            <StickyNoteIcon aria-hidden="true" />
            Add note
          </Button>
          <Button variant="outline" size="sm" onClick={() => setDialog({ mode: "log" })}>
            <PlusIcon aria-hidden="true" />
            Log activity
          </Button>
        </div>
      }
    >
      {timeline.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-label="Loading activity…">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : timeline.isError && activities.length === 0 ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-destructive">
            The activity could not be loaded: {messageOf(timeline.error)}
          </p>
          <Button variant="outline" size="sm" onClick={() => void timeline.refetch()}>
            Try again
          </Button>
        </div>
      ) : activities.length === 0 ? (
        <p className="text-muted-foreground">No activity yet</p>
      ) : (
        <ul aria-label="Activity" className="flex flex-col gap-4">
          {activities.map((activity) => (
            <ActivityRow
              key={activity.id}
              activity={activity}
              now={now}
              onEdit={(chosen) => setDialog({ mode: "edit", activity: chosen })}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}
      <ShowMore
        shown={activities.length}
        hasMore={timeline.hasNextPage}
        isLoading={timeline.isFetchingNextPage}
        onShowMore={() => void timeline.fetchNextPage()}
      />
      {dialog && (
        <Suspense fallback={null}>
          <ActivityDialog owner={owner} mode={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      <DeleteActivityDialog activity={deleting} onClose={() => setDeleting(null)} />
    </SectionCard>
  );
}
