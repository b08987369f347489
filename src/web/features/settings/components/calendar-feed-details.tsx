import { googleSubscribeLink, webcalUrl } from "@shared/domain/calendar-feed";
import type { CalendarFeed } from "@shared/schemas/calendar-feed";
import { ConfirmDeleteButton } from "@web/components/confirm-delete-button";
import { Button } from "@web/components/ui/button";
import { Field, FieldControl, FieldDescription, FieldLabel } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { copyText } from "@web/lib/copy-text";
import { CalendarPlusIcon, CopyIcon } from "lucide-react";
import { useChangeFeedTimeZone, useTurnOffCalendarFeed } from "../api/calendar-feed";
import { TimeZoneField } from "./time-zone-field";

/** The feed while it is on: its secret address, how to subscribe to it, its zone, and Turn off. */
export function CalendarFeedDetails({ feed }: { feed: CalendarFeed }) {
  const changeZone = useChangeFeedTimeZone();
  const turnOff = useTurnOffCalendarFeed();
  return (
    <div className="flex flex-col gap-5">
      <Field>
        <FieldLabel>Feed URL</FieldLabel>
        <FieldControl>
          <Input readOnly value={feed.url} onFocus={(event) => event.currentTarget.select()} />
        </FieldControl>
        <FieldDescription>
          Anyone with this address sees your appointments: keep it to your own calendars.
        </FieldDescription>
      </Field>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={() => copyText(feed.url, "Feed URL copied")}>
          <CopyIcon aria-hidden="true" />
          Copy
        </Button>
        <Button asChild variant="outline">
          <a href={googleSubscribeLink(feed.url)} target="_blank" rel="noopener noreferrer">
            <CalendarPlusIcon aria-hidden="true" />
            Add to Google Calendar
          </a>
        </Button>
      </div>
      <ul className="flex list-disc flex-col gap-1 ps-5 text-muted-foreground text-sm">
        <li>
          Apple Calendar: open{" "}
          <a className="text-foreground underline underline-offset-4" href={webcalUrl(feed.url)}>
            the subscription link
          </a>{" "}
          on your iPhone or Mac, or choose File → New Calendar Subscription and paste the address.
        </li>
        <li>Outlook: choose Add calendar → Subscribe from web and paste the address.</li>
        <li>
          Calendars check the feed every few hours: new appointments may take a while to show.
        </li>
      </ul>
      <TimeZoneField
        value={feed.timeZone}
        isPending={changeZone.isPending}
        onChange={(timeZone) => changeZone.mutate(timeZone)}
      />
      <ConfirmDeleteButton
        className="self-start"
        label="Turn off"
        confirmLabel="Turn off"
        isPending={turnOff.isPending}
        onConfirm={() => turnOff.mutate(undefined)}
        description="Calendars subscribed to this address stop getting your appointments. Turning the feed on again gives a new address."
      />
    </div>
  );
}
