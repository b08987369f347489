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
import { Textarea } from "@web/components/ui/textarea";
import { localNow } from "@web/lib/local-time";
import { type AfterCallPrompt, dismissAfterCall } from "@web/records/activity/after-call";
import { useSaveCallOutcome } from "@web/records/activity/save-call-outcome";
import { type FormEvent, useState } from "react";
import { ChoiceGroup } from "./choice-group";

// A sheet from the bottom on phones (in reach of the thumb), a dialog in the middle elsewhere.
const SHEET_ON_PHONES =
  "max-sm:top-auto max-sm:bottom-0 max-sm:max-w-full max-sm:translate-y-0 max-sm:rounded-b-none max-sm:border-x-0 max-sm:border-b-0";

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
    <Dialog open onOpenChange={(open) => !open && dismissAfterCall()}>
      <DialogContent className={SHEET_ON_PHONES}>
        <DialogHeader>
          <DialogTitle>How did the call with {prompt.name} go?</DialogTitle>
          <DialogDescription>The call is logged; add how it went.</DialogDescription>
        </DialogHeader>
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
      </DialogContent>
    </Dialog>
  );
}
