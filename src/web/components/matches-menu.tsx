import { formatScore, scoreTone, topClientMatches } from "@shared/domain/matching";
import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
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
import { ChevronDownIcon, UsersIcon } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";

type MatchedClientsMenuProps = { property: Property; clients: readonly Client[] };

/** SPEC section 9: the clients scoring above 40 for this property, best first, at most 5. */
export function MatchedClientsMenu({ property, clients }: MatchedClientsMenuProps) {
  const matches = useMemo(() => topClientMatches(property, clients), [property, clients]);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="w-full justify-between">
          <span className="flex items-center gap-2">
            <UsersIcon aria-hidden="true" />
            Matched clients
          </span>
          <span className="flex items-center gap-1">
            <Badge variant="outline">{matches.length}</Badge>
            <ChevronDownIcon aria-hidden="true" />
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64">
        <DropdownMenuLabel>Matched clients</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {matches.length === 0 ? (
          <p className="px-2 py-1.5 text-muted-foreground text-sm">No matching clients</p>
        ) : (
          matches.map(({ item, score }) => (
            <DropdownMenuItem key={item.id} asChild>
              <Link to={`/clients/${item.id}`} className="justify-between">
                <span className="truncate">{item.name}</span>
                <Badge variant={scoreTone(score)}>{formatScore(score)}</Badge>
              </Link>
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
