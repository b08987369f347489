import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { localTimeZone } from "@web/lib/local-time";
import { CalendarSyncIcon } from "lucide-react";
import { useCalendarFeed, useTurnOnCalendarFeed } from "../api/calendar-feed";
import { CalendarFeedDetails } from "./calendar-feed-details";

/** Settings' Calendar feed: the agent's appointments in the calendar app they already use. */
export function CalendarFeedCard() {
  const { data: feed, isPending, isError } = useCalendarFeed();
  const turnOn = useTurnOnCalendarFeed();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Calendar feed</h2>
        </CardTitle>
        <CardDescription>
          Subscribe to your appointments from Google Calendar, Apple Calendar or Outlook: new
          appointments, changes and deletions follow by themselves.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-9 w-32" />
        ) : feed ? (
          <CalendarFeedDetails feed={feed} />
        ) : (
          <div className="flex flex-col items-start gap-3">
            <p className="text-muted-foreground text-sm">
              {isError
                ? "The calendar feed could not be loaded. Reload the page to try again."
                : "The feed is off. Turning it on makes a private address only your calendars know."}
            </p>
            <Button
              disabled={isError || turnOn.isPending}
              onClick={() => turnOn.mutate(localTimeZone())}
            >
              <CalendarSyncIcon aria-hidden="true" />
              Turn on
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
