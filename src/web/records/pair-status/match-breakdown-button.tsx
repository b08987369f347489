import {
  formatScore,
  type MatchableClient,
  type MatchableProperty,
  scoreTone,
} from "@shared/domain/matching";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@web/components/ui/dialog";
import { CheckIcon, ClipboardListIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { useSettings } from "../settings/use-settings";
import { type BreakdownFactor, pairBreakdown } from "./pair-matching";

type MatchBreakdownButtonProps = {
  property: MatchableProperty & { title: string };
  client: MatchableClient & { name: string };
  isSecondOption?: boolean;
};

/** 'Why it matched': each factor of the pair's score with its weight, and the total. */
export function MatchBreakdownButton({
  property,
  client,
  isSecondOption = false,
}: MatchBreakdownButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Why it matched: ${property.title} for ${client.name}`}
          title="Why it matched"
        >
          <ClipboardListIcon aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>Why it matched</DialogTitle>
          <DialogDescription>
            {property.title} for {client.name}
          </DialogDescription>
        </DialogHeader>
        {isOpen && (
          <BreakdownBody property={property} client={client} isSecondOption={isSecondOption} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function BreakdownBody({ property, client, isSecondOption }: Required<MatchBreakdownButtonProps>) {
  const settings = useSettings();
  const breakdown = pairBreakdown(property, client, settings, isSecondOption);
  if (breakdown === null) {
    return <p className="text-muted-foreground text-sm">The breakdown is not available yet.</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2" aria-label="Factors">
        {breakdown.factors.map((factor) => (
          <li
            key={factor.label}
            className="flex items-start justify-between gap-3 rounded-md border px-3 py-2 text-sm"
          >
            <span className="flex min-w-0 items-start gap-2">
              <FactorMark factor={factor} />
              <span className="wrap-break-word">{factor.text}</span>
            </span>
            <span className="shrink-0 text-muted-foreground">
              weight {Math.round(factor.weight * 100)}%
            </span>
          </li>
        ))}
      </ul>
      <p className="flex items-center justify-between font-medium">
        Score
        <Badge variant={scoreTone(breakdown.score)}>{formatScore(breakdown.score)}</Badge>
      </p>
    </div>
  );
}

function FactorMark({ factor }: { factor: BreakdownFactor }) {
  if (typeof factor.result === "number") {
    return <span className="sr-only">{Math.round(factor.result)}%</span>;
  }
  const Icon = factor.result ? CheckIcon : XIcon;
  return (
    <span className={factor.result ? "text-success" : "text-destructive"}>
      <Icon aria-hidden="true" className="mt-0.5 size-4" />
      <span className="sr-only">{factor.result ? "Yes" : "No"}</span>
    </span>
  );
}
