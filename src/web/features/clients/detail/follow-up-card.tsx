import { formatClockTime, formatLongDate } from "@shared/domain/date-format";
import { FOLLOW_UP_CADENCE_LABELS, SNOOZE_CHOICES, SNOOZE_LABELS } from "@shared/domain/follow-ups";
import type { Client } from "@shared/schemas/client";
import { DetailItem } from "@web/components/detail-item";
import { SectionCard } from "@web/components/section-card";
import { Button } from "@web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { useFollowUpDone, useSnoozeFollowUp } from "@web/records/follow-up/follow-up-actions";
import { useSettings } from "@web/records/settings/use-settings";
import { CheckIcon, ClockIcon } from "lucide-react";
import { FollowUpDialog } from "./follow-up-dialog";

/** The client's next follow-up: when, about what, how often; Done, Snooze, Set or Change. */
export function FollowUpCard({ client }: { client: Client }) {
  const { country } = useSettings();
  const done = useFollowUpDone();
  const snooze = useSnoozeFollowUp();
  const date = client.nextFollowUpDate;
  return (
    <SectionCard
      title="Next follow-up"
      action={<FollowUpDialog client={client} label={date ? "Change" : "Set"} />}
    >
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <DetailItem label="Date">{date ? formatLongDate(date, country) : "Not set"}</DetailItem>
        {date && client.nextFollowUpTime && (
          <DetailItem label="Time">{formatClockTime(client.nextFollowUpTime)}</DetailItem>
        )}
        {date && client.nextFollowUpNote && (
          <DetailItem label="Note">{client.nextFollowUpNote}</DetailItem>
        )}
        <DetailItem label="Follow up every">
          {FOLLOW_UP_CADENCE_LABELS[client.followUpCadence]}
        </DetailItem>
      </dl>
      {date && (
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Button
            variant="outline"
            disabled={done.isPending}
            onClick={() => done.mutate(client.id)}
          >
            <CheckIcon aria-hidden="true" />
            Done
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" disabled={snooze.isPending}>
                <ClockIcon aria-hidden="true" />
                Snooze
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              {SNOOZE_CHOICES.map((choice) => (
                <DropdownMenuItem
                  key={choice}
                  className="min-h-11"
                  onSelect={() => snooze.mutate({ clientId: client.id, until: choice })}
                >
                  {SNOOZE_LABELS[choice]}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      )}
    </SectionCard>
  );
}
