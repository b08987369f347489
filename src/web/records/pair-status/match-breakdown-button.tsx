import type { MatchFactor } from "@shared/domain/match-breakdown";
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
import { ClipboardListIcon } from "lucide-react";
import { useState } from "react";
import { useSettings } from "../settings/use-settings";
import { pairBreakdown } from "./pair-matching";

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
  return (
    <div className="flex flex-col gap-3">
      {!breakdown.isAvailable && (
        <p className="text-muted-foreground text-sm">Only available properties are matched.</p>
      )}
      <ul className="flex flex-col gap-2" aria-label="Factors">
        {breakdown.factors.map((factor) => (
          <li
            key={factor.key}
            className="flex items-start justify-between gap-3 rounded-md border px-3 py-2 text-sm"
          >
            <span className="wrap-break-word min-w-0">{factor.text}</span>
            <span className="shrink-0 text-muted-foreground">{weightText(factor)}</span>
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

/** SPEC's weights; the purpose is a gate (it must correspond) rather than a share. */
function weightText(factor: MatchFactor): string {
  if (factor.key === "purpose") {
    return "must match";
  }
  return factor.weight === 0 ? "not counted" : `weight ${Math.round(factor.weight * 100)}%`;
}
