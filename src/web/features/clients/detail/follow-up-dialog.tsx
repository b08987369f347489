import { FOLLOW_UP_CADENCE_LABELS, FOLLOW_UP_CADENCES } from "@shared/domain/follow-ups";
import type { Client } from "@shared/schemas/client";
import { LabelledSelect } from "@web/components/form/labelled-select";
import { optionsOf } from "@web/components/form/select-options";
import { TextField } from "@web/components/form/text-field";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { type FollowUpChange, useSetFollowUp } from "@web/records/follow-up/follow-up-actions";
import { CalendarClockIcon } from "lucide-react";
import { type FormEvent, useState } from "react";

const CADENCE_OPTIONS = optionsOf(
  FOLLOW_UP_CADENCES,
  (cadence) => FOLLOW_UP_CADENCE_LABELS[cadence as keyof typeof FOLLOW_UP_CADENCE_LABELS],
);
const NEEDS_DATE = "Choose a date for the follow-up";

type Draft = { date: string; time: string; note: string; cadence: Client["followUpCadence"] };

/** 'Set' or 'Change': a small dialog for the date, time, note and cadence of the next follow-up. */
export function FollowUpDialog({ client, label }: { client: Client; label: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(client));
  const [error, setError] = useState<string>();
  const save = useSetFollowUp();
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (followUp: FollowUpChange) =>
    save.mutate({ clientId: client.id, change: followUp }, { onSuccess: () => setIsOpen(false) });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.date === "" && (draft.time !== "" || draft.note.trim() !== "")) {
      setError(NEEDS_DATE);
      return;
    }
    submit({
      nextFollowUpDate: draft.date || null,
      nextFollowUpTime: draft.date && draft.time ? draft.time : null,
      nextFollowUpNote: draft.date ? draft.note.trim() : "",
      followUpCadence: draft.cadence,
    });
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (open) {
          setDraft(draftOf(client));
          setError(undefined);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="h-11 md:h-8">
          <CalendarClockIcon aria-hidden="true" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Next follow-up</DialogTitle>
          <DialogDescription>When to get back to this client, and how often.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <div className="grid grid-cols-2 gap-3">
            <TextField label="Date" error={error}>
              <Input
                type="date"
                value={draft.date}
                onChange={(event) => {
                  change({ date: event.target.value });
                  setError(undefined);
                }}
              />
            </TextField>
            <TextField label="Time">
              <Input
                type="time"
                value={draft.time}
                onChange={(event) => change({ time: event.target.value })}
              />
            </TextField>
          </div>
          <TextField label="Note">
            <Input
              value={draft.note}
              maxLength={500}
              onChange={(event) => change({ note: event.target.value })}
            />
          </TextField>
          <LabelledSelect
            label="Follow up every"
            value={draft.cadence}
            options={CADENCE_OPTIONS}
            onValueChange={(cadence) => change({ cadence: cadence as Draft["cadence"] })}
          />
          <DialogFooter className="gap-2">
            {client.nextFollowUpDate && (
              <Button
                type="button"
                variant="outline"
                disabled={save.isPending}
                onClick={() =>
                  submit({
                    nextFollowUpDate: null,
                    nextFollowUpTime: null,
                    nextFollowUpNote: "",
                    followUpCadence: draft.cadence,
                  })
                }
              >
                Clear
              </Button>
            )}
            <Button type="submit" disabled={save.isPending}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function draftOf(client: Client): Draft {
  return {
    date: client.nextFollowUpDate ?? "",
    time: client.nextFollowUpTime ?? "",
    note: client.nextFollowUpNote,
    cadence: client.followUpCadence,
  };
}
