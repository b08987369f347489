import { formatScore, scoreTone } from "@shared/domain/matching";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { ChevronDownIcon, type LucideIcon } from "lucide-react";
import { Link } from "react-router";

/** One entry of a card's match dropdown: what it links to and its score (0..100). */
export type MatchLink = { id: string; name: string; href: string; score: number };

type MatchesMenuProps = {
  /** The trigger's and the list's title, e.g. 'Matched clients'. */
  label: string;
  icon: LucideIcon;
  matches: readonly MatchLink[];
  /** Shown when nothing matches, e.g. 'No matching clients'. */
  emptyText: string;
};

/** A card's match dropdown: the best matches with their score badges, each a link. */
export function MatchesMenu({ label, icon: Icon, matches, emptyText }: MatchesMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="w-full justify-between">
          <span className="flex items-center gap-2">
            <Icon aria-hidden="true" />
            {label}
          </span>
          <span className="flex items-center gap-1">
            <Badge variant="outline">{matches.length}</Badge>
            <ChevronDownIcon aria-hidden="true" />
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64">
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {matches.length === 0 ? (
          <p className="px-2 py-1.5 text-muted-foreground text-sm">{emptyText}</p>
        ) : (
          matches.map((match) => (
            <DropdownMenuItem key={match.id} asChild>
              <Link to={match.href} className="justify-between">
                <span className="truncate">{match.name}</span>
                <Badge variant={scoreTone(match.score)}>{formatScore(match.score)}</Badge>
              </Link>
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
