import { ACTIVITY_KIND_LABELS, CALL_OUTCOME_LABELS } from "@shared/domain/activities";
import type { Activity } from "@shared/schemas/activity";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { EllipsisVerticalIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { ACTIVITY_ICONS, exactWhen, isEditable, relativeWhen } from "./activity-display";

type ActivityRowProps = {
  activity: Activity;
  now: Date;
  onEdit: (activity: Activity) => void;
  onDelete: (activity: Activity) => void;
};

/** One entry of a timeline: what, when (exact on hover), the note and a call's outcome. */
export function ActivityRow({ activity, now, onEdit, onDelete }: ActivityRowProps) {
  const Icon = ACTIVITY_ICONS[activity.kind];
  const label = ACTIVITY_KIND_LABELS[activity.kind];
  const at = new Date(activity.happenedAt);
  return (
    <li className="flex items-start gap-3">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{label}</span>
          {activity.outcome && (
            <Badge variant="secondary">{CALL_OUTCOME_LABELS[activity.outcome]}</Badge>
          )}
          <time
            dateTime={activity.happenedAt}
            title={exactWhen(at)}
            className="text-muted-foreground text-sm"
          >
            {relativeWhen(at, now)}
          </time>
        </p>
        {activity.text && (
          <p className="wrap-anywhere whitespace-pre-line text-sm">{activity.text}</p>
        )}
      </div>
      {isEditable(activity) && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" className="shrink-0">
              <EllipsisVerticalIcon aria-hidden="true" />
              <span className="sr-only">
                Actions for {label} {relativeWhen(at, now)}
              </span>
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => onEdit(activity)}>
              <PencilIcon aria-hidden="true" />
              Edit
            </DropdownMenuItem>
            <DropdownMenuItem variant="destructive" onSelect={() => onDelete(activity)}>
              <Trash2Icon aria-hidden="true" />
              Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </li>
  );
}
