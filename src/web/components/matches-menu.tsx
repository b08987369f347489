import { formatScore, scoreTone } from "@shared/domain/matching";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@web/components/ui/popover";
import { ChevronDownIcon, type LucideIcon } from "lucide-react";
import type * as React from "react";
import { useId } from "react";
import { Link } from "react-router";

/** One entry of a card's match dropdown: what it links to and its score (0..100). */
export type MatchLink = { id: string; name: string; href: string; score: number };

type MatchesMenuProps = {
  /** The trigger's and the list's title, e.g. 'Matched clients'. */
  label: string;
  icon: LucideIcon;
  matches: readonly MatchLink[];
  /** The count on the trigger, when not every listed match counts (hidden ones shown). */
  count?: number;
  /** Shown when nothing matches, e.g. 'No matching clients'. */
  emptyText: string;
  /** Controls beside each match, e.g. its status chip. */
  renderActions?: (match: MatchLink) => React.ReactNode;
  /** Under the list, e.g. 'Show hidden (N)'. */
  footer?: React.ReactNode;
};

/** A card's match dropdown: the best matches with their score badges, each a link. */
export function MatchesMenu({
  label,
  icon: Icon,
  matches,
  count = matches.length,
  emptyText,
  renderActions,
  footer,
}: MatchesMenuProps) {
  const titleId = useId();
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="sm" className="w-full justify-between">
          <span className="flex items-center gap-2">
            <Icon aria-hidden="true" />
            {label}
          </span>
          <span className="flex items-center gap-1">
            <Badge variant="outline">
              {count}
              <span className="sr-only"> {count === 1 ? "match" : "matches"}</span>
            </Badge>
            <ChevronDownIcon aria-hidden="true" />
          </span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="p-1">
        <p id={titleId} className="px-2 py-1.5 font-medium text-sm">
          {label}
        </p>
        <div className="-mx-1 my-1 h-px bg-border" aria-hidden="true" />
        {matches.length === 0 ? (
          <p className="px-2 py-1.5 text-muted-foreground text-sm">{emptyText}</p>
        ) : (
          <ul aria-labelledby={titleId} className="flex flex-col">
            {matches.map((match) => (
              <li key={match.id} className="flex items-center gap-1 rounded-sm px-1">
                <Link
                  to={match.href}
                  className="flex min-h-11 min-w-0 flex-1 items-center justify-between gap-2 rounded-sm px-1 text-sm outline-none hover:bg-accent focus-visible:bg-accent"
                >
                  <span className="truncate">{match.name}</span>
                  <Badge variant={scoreTone(match.score)}>
                    <span className="sr-only">Score </span>
                    {formatScore(match.score)}
                  </Badge>
                </Link>
                {renderActions?.(match)}
              </li>
            ))}
          </ul>
        )}
        {footer && <div className="flex justify-end pt-1">{footer}</div>}
      </PopoverContent>
    </Popover>
  );
}
