import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Textarea } from "@web/components/ui/textarea";
import { messageOf } from "@web/lib/api";
import { CalendarPlusIcon, CheckIcon } from "lucide-react";
import { useId, useState } from "react";
import { useRequestVisit } from "../api/answer-listing";

type VisitRequestFormProps = {
  token: string;
  propertyId: string;
  title: string;
  hasVisitRequest: boolean;
  /** The client's today, 'YYYY-MM-DD': the earliest date they can pick. */
  today: string;
};

/** 'Book a visit': a preferred date, time and note, sent for the agent to confirm. */
export function VisitRequestForm({
  token,
  propertyId,
  title,
  hasVisitRequest,
  today,
}: VisitRequestFormProps) {
  const mutation = useRequestVisit(token, propertyId);
  const [isOpen, setIsOpen] = useState(false);
  const [visit, setVisit] = useState({ date: "", time: "", note: "" });
  const id = useId();

  if (!isOpen) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {hasVisitRequest && (
          <p role="status" className="flex items-center gap-1.5 font-medium text-sm">
            <CheckIcon aria-hidden="true" className="size-4 text-primary" />
            Visit requested
          </p>
        )}
        <Button
          variant={hasVisitRequest ? "ghost" : "secondary"}
          className={hasVisitRequest ? undefined : "w-full"}
          onClick={() => setIsOpen(true)}
        >
          <CalendarPlusIcon aria-hidden="true" />
          {hasVisitRequest ? "Ask for another time" : "Book a visit"}
          <span className="sr-only"> to {title}</span>
        </Button>
      </div>
    );
  }

  return (
    <form
      aria-label={`Book a visit to ${title}`}
      className="flex flex-col gap-3 rounded-md border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate(
          { ...visit, note: visit.note.trim() },
          { onSuccess: () => setIsOpen(false) },
        );
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-date`}>Preferred date</Label>
          <Input
            id={`${id}-date`}
            type="date"
            required
            min={today}
            value={visit.date}
            onChange={(event) => setVisit({ ...visit, date: event.target.value })}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-time`}>Time</Label>
          <Input
            id={`${id}-time`}
            type="time"
            required
            value={visit.time}
            onChange={(event) => setVisit({ ...visit, time: event.target.value })}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-note`}>Note</Label>
        <Textarea
          id={`${id}-note`}
          maxLength={1000}
          value={visit.note}
          onChange={(event) => setVisit({ ...visit, note: event.target.value })}
          placeholder="Anything the agent should know"
        />
      </div>
      {mutation.isError && (
        <p role="alert" className="text-destructive text-sm">
          Your request was not sent: {messageOf(mutation.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={mutation.isPending}>
          Request visit
        </Button>
        <Button type="button" variant="ghost" onClick={() => setIsOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
