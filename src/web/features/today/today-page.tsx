import type { SnoozeChoice } from "@shared/domain/follow-ups";
import type { NewMatchList } from "@shared/domain/new-matches";
import type { TodayList } from "@shared/domain/today";
import { TODAY_SECTION_TITLES, TODAY_SECTIONS } from "@shared/domain/today-sections";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { Skeleton } from "@web/components/ui/skeleton";
import { useLoadErrorToast } from "@web/lib/use-load-error-toast";
import { usePageTitle } from "@web/lib/use-page-title";
import { useFollowUpDone, useSnoozeFollowUp } from "@web/records/follow-up/follow-up-actions";
import { useNewMatches } from "@web/records/follow-up/get-new-matches";
import { useToday } from "@web/records/follow-up/get-today";
import { CircleCheckIcon, ClipboardListIcon } from "lucide-react";
import { useCallback } from "react";
import { NewMatchesSection } from "./components/new-matches-section";
import { TodaySection } from "./components/today-section";
import { VisitRequestsSection } from "./components/visit-requests-section";

/**
 * The agent's day: new matches to send (decision 031), whom to call, what is overdue, who is
 * going cold (decision 026).
 */
export function TodayPage() {
  usePageTitle("Today");
  const { data: list, error, refetch } = useToday();
  const newMatches = useNewMatches();
  useLoadErrorToast(error, "the Today list");
  // One failure, one toast: offline, both fail.
  useLoadErrorToast(error ? null : newMatches.error, "the new matches");
  // The sections wait for the new matches (or their failure): 'All caught up' is said only once
  // both are known to be empty.
  const hasNewMatchesAnswer = newMatches.data !== undefined || newMatches.error !== null;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-semibold text-2xl tracking-tight">Today</h1>
      <VisitRequestsSection />
      {list && hasNewMatchesAnswer ? (
        <TodaySections list={list} newMatches={newMatches.data ?? NO_NEW_MATCHES} />
      ) : error ? (
        <EmptyState
          icon={ClipboardListIcon}
          title="The Today list could not be loaded"
          action={
            <Button variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <TodaySkeleton />
      )}
    </div>
  );
}

const NO_NEW_MATCHES: NewMatchList = { rows: [], count: 0 };

function TodaySections({ list, newMatches }: { list: TodayList; newMatches: NewMatchList }) {
  const done = useFollowUpDone();
  const snooze = useSnoozeFollowUp();
  const onDone = useCallback((clientId: string) => done.mutate(clientId), [done.mutate]);
  const onSnooze = useCallback(
    (clientId: string, until: SnoozeChoice) => snooze.mutate({ clientId, until }),
    [snooze.mutate],
  );
  const shown = TODAY_SECTIONS.filter((section) => list.sections[section].rows.length > 0);
  if (shown.length === 0 && newMatches.rows.length === 0) {
    return (
      <EmptyState
        icon={CircleCheckIcon}
        title="All caught up"
        description="Nothing is due today."
      />
    );
  }
  const sections = shown.map((section) => (
    <TodaySection
      key={section}
      title={TODAY_SECTION_TITLES[section]}
      rows={list.sections[section].rows}
      count={list.sections[section].count}
      today={list.date}
      timeZone={list.timeZone}
      onDone={onDone}
      onSnooze={onSnooze}
    />
  ));
  return (
    <>
      <NewMatchesSection newMatches={newMatches} />
      {sections}
    </>
  );
}

/** About a row's height, so the list does not jump when it comes. */
const ROW_HEIGHT = 152;

function TodaySkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Loading today…</span>
      <Skeleton className="h-7 w-32" />
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="rounded-xl" style={{ height: ROW_HEIGHT }} />
      ))}
    </div>
  );
}
