import {
  ACTIVITY_KIND_LABELS,
  type ActivityKind,
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  type CallOutcome,
  LOGGABLE_KINDS,
} from "@shared/domain/activities";
import { localWallClockAt } from "@shared/domain/wall-clock";
import type { Activity } from "@shared/schemas/activity";
import { LabelledSelect } from "@web/components/form/labelled-select";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Field, FieldControl, FieldError, FieldLabel } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import type { TimelineOwner } from "@web/records/activity/activity-keys";
import { useSaveActivity } from "@web/records/activity/save-activity";
import { type FormEvent, useState } from "react";
import { ChoiceGroup } from "./choice-group";

export type ActivityDialogMode =
  | { mode: "note" }
  | { mode: "log" }
  | { mode: "edit"; activity: Activity };

type ActivityDialogProps = { owner: TimelineOwner; mode: ActivityDialogMode; onClose: () => void };

const KIND_OPTIONS = LOGGABLE_KINDS.map((kind) => ({
  value: kind,
  label: ACTIVITY_KIND_LABELS[kind],
}));
const FUTURE = "The date and time cannot be in the future";
const NOTE_REQUIRED = "Write the note";

/** 'Add note', 'Log activity' (kind, outcome, note, date and time; backdated, never ahead) and Edit. */
export function ActivityDialog({ owner, mode, onClose }: ActivityDialogProps) {
  const editing = mode.mode === "edit" ? mode.activity : null;
  const isNoteOnly = mode.mode === "note" || editing?.kind === "note";
  const start = localWallClockAt(editing ? new Date(editing.happenedAt) : new Date());
  const [kind, setKind] = useState<ActivityKind>(editing?.kind ?? (isNoteOnly ? "note" : "call"));
  const [outcome, setOutcome] = useState<CallOutcome | null>(editing?.outcome ?? null);
  const [text, setText] = useState(editing?.text ?? "");
  const [date, setDate] = useState(start.date);
  const [time, setTime] = useState(start.time);
  const [error, setError] = useState<{ field: "text" | "when"; message: string } | null>(null);
  const save = useSaveActivity();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (kind === "note" && !text.trim()) {
      setError({ field: "text", message: NOTE_REQUIRED });
      return;
    }
    const happenedAt = isNoteOnly && !editing ? undefined : new Date(`${date}T${time}`);
    if (happenedAt && (Number.isNaN(happenedAt.getTime()) || happenedAt > new Date())) {
      setError({
        field: "when",
        message: Number.isNaN(happenedAt?.getTime()) ? "Enter a date and time" : FUTURE,
      });
      return;
    }
    setError(null);
    const fields = {
      kind,
      text: text.trim(),
      outcome: kind === "call" ? outcome : null,
      ...(happenedAt ? { happenedAt: happenedAt.toISOString() } : {}),
    };
    save.mutate(editing ? { id: editing.id, patch: fields } : { input: { ...fields, ...owner } }, {
      onSuccess: onClose,
    });
  }

  const title = editing ? "Edit activity" : isNoteOnly ? "Add note" : "Log activity";
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {isNoteOnly
              ? "A note on the timeline, for you only."
              : "Something that happened: it may be earlier than now."}
          </DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
          {!isNoteOnly && (
            <LabelledSelect
              label="Kind"
              value={kind}
              options={KIND_OPTIONS}
              onValueChange={(value) => setKind(value as ActivityKind)}
            />
          )}
          {kind === "call" && (
            <ChoiceGroup
              legend="Outcome"
              options={CALL_OUTCOMES}
              labels={CALL_OUTCOME_LABELS}
              value={outcome}
              onChange={setOutcome}
            />
          )}
          <Field invalid={error?.field === "text"} isRequired={kind === "note"}>
            <FieldLabel>Note</FieldLabel>
            <FieldControl>
              <Textarea value={text} maxLength={2000} onChange={(e) => setText(e.target.value)} />
            </FieldControl>
            <FieldError message={error?.field === "text" ? error.message : undefined} />
          </Field>
          {!(isNoteOnly && !editing) && (
            <div className="flex flex-col gap-2">
              <div className="grid grid-cols-2 gap-3">
                <Field invalid={error?.field === "when"}>
                  <FieldLabel>Date</FieldLabel>
                  <FieldControl>
                    <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
                  </FieldControl>
                </Field>
                <Field invalid={error?.field === "when"}>
                  <FieldLabel>Time</FieldLabel>
                  <FieldControl>
                    <Input type="time" value={time} onChange={(e) => setTime(e.target.value)} />
                  </FieldControl>
                </Field>
              </div>
              {error?.field === "when" && (
                <p role="alert" className="text-destructive text-sm">
                  {error.message}
                </p>
              )}
            </div>
          )}
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
