import { CALL_OUTCOME_LABELS, CALL_OUTCOMES, type CallOutcome } from "@shared/domain/activities";
import {
  dayAfterChoice,
  NEXT_FOLLOW_UP_CHOICES,
  NEXT_FOLLOW_UP_LABELS,
  type NextFollowUpChoice,
} from "@shared/domain/follow-ups";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Field, FieldControl, FieldLabel } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@web/components/ui/sheet";
import { Textarea } from "@web/components/ui/textarea";
import { localNow } from "@web/lib/local-time";
import { type AfterCallPrompt, dismissAfterCall } from "@web/records/activity/after-call";
import { useSaveCallOutcome } from "@web/records/activity/save-call-outcome";
import { type FormEvent, type ReactNode, useState, useSyncExternalStore } from "react";
import { ChoiceGroup } from "./choice-group";

// A sheet from the bottom on phones (in reach of the thumb), a dialog in the middle elsewhere.
const PHONE = "(max-width: 639px)";
const DESCRIPTION = "The call is logged; add how it went.";

/**
 * 'How did the call with {name} go?', asked once the agent is back from a client's call: the
 * outcome, a note and the next follow-up. 'Skip' leaves the call logged without an outcome.
 */
export function AfterCallSheet({ prompt }: { prompt: AfterCallPrompt }) {
  const today = localNow().date;
  const [outcome, setOutcome] = useState<CallOutcome | null>(null);
  const [text, setText] = useState("");
  const [followUp, setFollowUp] = useState("");
  const save = useSaveCallOutcome();
  const choice = NEXT_FOLLOW_UP_CHOICES.find((each) => dayAfterChoice(today, each) === followUp);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { call: prompt, outcome, text: text.trim(), nextFollowUpDate: followUp || null },
      { onSuccess: dismissAfterCall },
    );
  }

  return (
    <Panel title={`How did the call with ${prompt.name} go?`}>
      <form className="flex flex-col gap-5" onSubmit={submit}>
        <ChoiceGroup
          legend="Outcome"
          options={CALL_OUTCOMES}
          labels={CALL_OUTCOME_LABELS}
          value={outcome}
          onChange={setOutcome}
        />
        <Field>
          <FieldLabel>Note</FieldLabel>
          <FieldControl>
            <Textarea value={text} maxLength={2000} onChange={(e) => setText(e.target.value)} />
          </FieldControl>
        </Field>
        <div className="flex flex-col gap-3">
          <ChoiceGroup<NextFollowUpChoice>
            legend="Next follow-up"
            options={NEXT_FOLLOW_UP_CHOICES}
            labels={NEXT_FOLLOW_UP_LABELS}
            value={choice ?? null}
            onChange={(picked) => setFollowUp(dayAfterChoice(today, picked))}
          />
          <Field>
            <FieldLabel>Follow-up date</FieldLabel>
            <FieldControl>
              <Input
                type="date"
                min={today}
                value={followUp}
                onChange={(e) => setFollowUp(e.target.value)}
              />
            </FieldControl>
          </Field>
        </div>
        <DialogFooter className="gap-2">
          <Button type="button" variant="outline" onClick={dismissAfterCall}>
            Skip
          </Button>
          <Button type="submit" disabled={save.isPending}>
            Save
          </Button>
        </DialogFooter>
      </form>
    </Panel>
  );
}

/** The bottom sheet or the dialog around the form, by the screen's width. */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  const isPhone = useSyncExternalStore(subscribeToWidth, () => window.matchMedia(PHONE).matches);
  const onOpenChange = (open: boolean) => !open && dismissAfterCall();
  if (isPhone) {
    return (
      <Sheet open onOpenChange={onOpenChange}>
        <SheetContent side="bottom">
          <SheetHeader>
            <SheetTitle>{title}</SheetTitle>
            <SheetDescription>{DESCRIPTION}</SheetDescription>
          </SheetHeader>
          <div className="px-4 pb-4">{children}</div>
        </SheetContent>
      </Sheet>
    );
  }
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{DESCRIPTION}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
