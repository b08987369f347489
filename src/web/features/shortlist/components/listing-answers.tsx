import { Button } from "@web/components/ui/button";
import { Label } from "@web/components/ui/label";
import { Textarea } from "@web/components/ui/textarea";
import { messageOf } from "@web/lib/api";
import { CheckIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { useAnswerListing } from "../api/answer-listing";

type ListingAnswersProps = {
  token: string;
  propertyId: string;
  title: string;
  answer: "interested" | "not-for-me" | null;
};

/** 'Interested' and 'Not for me' (with an optional reason): the client's answer, changeable. */
export function ListingAnswers({ token, propertyId, title, answer }: ListingAnswersProps) {
  const mutation = useAnswerListing(token, propertyId);
  const [isAskingWhy, setIsAskingWhy] = useState(false);
  const [reason, setReason] = useState("");
  const reasonId = useId();

  function send(chosen: "interested" | "not-for-me", why = "") {
    mutation.mutate({ answer: chosen, reason: why }, { onSuccess: () => setIsAskingWhy(false) });
  }

  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Your answer on {title}</legend>
        <Button
          variant={answer === "interested" ? "default" : "outline"}
          aria-pressed={answer === "interested"}
          disabled={mutation.isPending}
          onClick={() => send("interested")}
          className="grow"
        >
          <CheckIcon aria-hidden="true" />
          Interested
        </Button>
        <Button
          variant={answer === "not-for-me" ? "default" : "outline"}
          aria-pressed={answer === "not-for-me"}
          aria-expanded={isAskingWhy}
          disabled={mutation.isPending}
          onClick={() => setIsAskingWhy(true)}
          className="grow"
        >
          <XIcon aria-hidden="true" />
          Not for me
        </Button>
      </fieldset>
      {isAskingWhy && (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            send("not-for-me", reason.trim());
          }}
        >
          <Label htmlFor={reasonId}>Reason (optional)</Label>
          <Textarea
            id={reasonId}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            placeholder="Too far from work, too small…"
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={mutation.isPending}>
              Send answer
            </Button>
            <Button type="button" variant="ghost" onClick={() => setIsAskingWhy(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      <p role="status" className="text-sm">
        {answer === "interested" && "You are interested. The agent will be in touch."}
        {answer === "not-for-me" && "Marked not for you. You can change your mind any time."}
      </p>
      {mutation.isError && (
        <p role="alert" className="text-destructive text-sm">
          Your answer was not sent: {messageOf(mutation.error)}
        </p>
      )}
    </div>
  );
}
