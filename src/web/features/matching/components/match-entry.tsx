import { formatScore, scoreTone } from "@shared/domain/matching";
import { AccordionContent, AccordionItem, AccordionTrigger } from "@web/components/ui/accordion";
import { Badge } from "@web/components/ui/badge";
import type * as React from "react";
import { Link } from "react-router";

/** One match as a row: what it links to, a line about it, its amount and score. */
export type MatchRow = {
  id: string;
  name: string;
  detail: string;
  amount: string;
  href: string;
  score: number;
  /** Over budget by at most 30 %: shown under 'Higher Budget'. */
  isSecondOption: boolean;
};

type MatchEntryProps = {
  id: string;
  name: string;
  detail: string;
  amount: string;
  primary: MatchRow[];
  secondary: MatchRow[];
  emptyText: string;
  /** An action per match, e.g. scheduling a visit with both preselected. */
  renderAction?: (row: MatchRow) => React.ReactNode;
  /** An action on all the matches at once, e.g. sending them to the client. */
  action?: React.ReactNode;
  /** Under the matches, e.g. 'Show hidden (N)'. */
  footer?: React.ReactNode;
};

/** An accordion entry: a client or a property, its match count and budget or price, its matches. */
export function MatchEntry({
  id,
  name,
  detail,
  amount,
  primary,
  secondary,
  emptyText,
  renderAction,
  action,
  footer,
}: MatchEntryProps) {
  const count = primary.length + secondary.length;
  return (
    <AccordionItem value={id}>
      <AccordionTrigger level={2} className="items-center gap-3 hover:no-underline">
        {/* On a phone the amount and the count go below the name instead of squeezing it. */}
        <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
          <span className="flex min-w-0 basis-full flex-col gap-0.5 text-left sm:flex-1 sm:basis-0">
            <span className="truncate font-medium" title={name}>
              {name}
            </span>
            <span className="truncate font-normal text-muted-foreground text-sm" title={detail}>
              {detail}
            </span>
          </span>
          <span className="font-medium text-sm">{amount}</span>
          <Badge variant={count > 0 ? "success" : "secondary"}>
            {count} {count === 1 ? "match" : "matches"}
          </Badge>
        </span>
      </AccordionTrigger>
      <AccordionContent className="flex flex-col gap-4">
        {count === 0 && <p className="text-muted-foreground text-sm">{emptyText}</p>}
        {count > 0 && action && <div className="flex justify-end">{action}</div>}
        <MatchRows rows={primary} renderAction={renderAction} />
        {secondary.length > 0 && (
          <section aria-label="Higher Budget" className="flex flex-col gap-2">
            <h3 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
              Higher Budget
            </h3>
            <MatchRows rows={secondary} renderAction={renderAction} />
          </section>
        )}
        {footer}
      </AccordionContent>
    </AccordionItem>
  );
}

function MatchRows({
  rows,
  renderAction,
}: {
  rows: MatchRow[];
  renderAction?: (row: MatchRow) => React.ReactNode;
}) {
  if (rows.length === 0) {
    return null;
  }
  return (
    <ul className="flex flex-col gap-2">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
          {/* Wider than the space beside the amount and badges, the name takes a line of its own. */}
          <Link
            to={row.href}
            title={row.name}
            className="min-h-11 min-w-0 flex-1 basis-56 content-center rounded-sm hover:text-primary"
          >
            <span className="block truncate font-medium">{row.name}</span>
            <span className="block truncate text-muted-foreground text-sm">{row.detail}</span>
          </Link>
          <span className="font-medium text-sm">{row.amount}</span>
          {row.isSecondOption && <Badge variant="warning">Higher Budget</Badge>}
          <Badge variant={scoreTone(row.score)}>
            <span className="sr-only">Score </span>
            {formatScore(row.score)}
          </Badge>
          {renderAction?.(row)}
        </li>
      ))}
    </ul>
  );
}
