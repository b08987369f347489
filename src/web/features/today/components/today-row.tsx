import { SNOOZE_CHOICES, SNOOZE_LABELS, type SnoozeChoice } from "@shared/domain/follow-ups";
import { greetingText, NO_CLIENT_PHONE } from "@shared/domain/links";
import { type TodayRow as Row, todayReason } from "@shared/domain/today";
import { CallButton } from "@web/components/contact-actions/call-button";
import { WhatsAppButton } from "@web/components/contact-actions/whatsapp-button";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { cn } from "@web/lib/cn";
import { useLogActivity } from "@web/records/activity/use-log-activity";
import { CheckIcon, ClockIcon } from "lucide-react";
import { memo } from "react";
import { Link } from "react-router";
import { lastActivityText, rowLink, rowName, rowNote } from "../today-text";

type TodayRowProps = {
  row: Row;
  /** The agent's today and time zone, for '3 days ago'. */
  today: string;
  timeZone: string;
  onDone: (clientId: string) => void;
  onSnooze: (clientId: string, until: SnoozeChoice) => void;
};

// Icon above label: four labelled 44 px buttons fit side by side on a 320 px phone.
const TILE = "relative z-10 h-11 flex-col gap-0.5 px-1 py-1 text-xs has-[>svg]:px-1";

/**
 * One thing to do today: who, why, what happened last, and the one-tap actions. The name's link
 * covers the whole row (tapping it opens the client); the buttons sit above it.
 */
export const TodayRow = memo(function TodayRow({
  row,
  today,
  timeZone,
  onDone,
  onSnooze,
}: TodayRowProps) {
  const logActivity = useLogActivity();
  const client = row.client;
  const appointmentId = row.reason === "appointment" ? row.appointment.id : null;
  const note = rowNote(row);
  // A visit is done by its own status, a new lead by the call or message that reaches them.
  const canFollowUp = row.reason === "follow-up" || row.reason === "going-cold";
  return (
    <li className="relative flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs transition-colors hover:bg-accent/50">
      <div className="flex min-w-0 flex-col gap-1">
        <Link
          to={rowLink(row)}
          className="wrap-anywhere flex min-h-11 items-center font-semibold outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-ring focus-visible:after:outline-solid focus-visible:after:outline-offset-2"
        >
          {rowName(row)}
        </Link>
        <p className="font-medium text-sm">
          <span className={cn(isOverdue(row) && "text-destructive")}>{todayReason(row)}</span>
          {row.reason === "new-lead" && row.source && (
            <>
              {" "}
              <Badge variant="secondary">{row.source}</Badge>
            </>
          )}
          {note && <span className="wrap-anywhere text-muted-foreground"> · {note}</span>}
        </p>
        <p className="wrap-anywhere text-muted-foreground text-sm">
          {lastActivityText(row.lastActivity, today, timeZone)}
        </p>
      </div>
      {client && (
        <div className={cn("grid gap-2", canFollowUp ? "grid-cols-4" : "grid-cols-2")}>
          <CallButton
            phone={client.phone}
            missingPhone={NO_CLIENT_PHONE}
            className={TILE}
            onOpen={() => logActivity({ kind: "call", clientId: client.id, appointmentId })}
          />
          <WhatsAppButton
            phone={client.phone}
            text={greetingText(client.name)}
            missingPhone={NO_CLIENT_PHONE}
            className={TILE}
            onOpen={() => logActivity({ kind: "whatsapp", clientId: client.id, appointmentId })}
          />
          {canFollowUp && (
            <>
              <Button variant="outline" className={TILE} onClick={() => onDone(client.id)}>
                <CheckIcon aria-hidden="true" />
                Done
              </Button>
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="outline" className={TILE}>
                    <ClockIcon aria-hidden="true" />
                    Snooze
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  {SNOOZE_CHOICES.map((choice) => (
                    <DropdownMenuItem
                      key={choice}
                      className="min-h-11"
                      onSelect={() => onSnooze(client.id, choice)}
                    >
                      {SNOOZE_LABELS[choice]}
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuContent>
              </DropdownMenu>
            </>
          )}
        </div>
      )}
    </li>
  );
});

function isOverdue(row: Row): boolean {
  return (row.reason === "follow-up" || row.reason === "appointment") && row.overdueDays > 0;
}
