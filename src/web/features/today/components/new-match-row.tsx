import { scoreTone } from "@shared/domain/matching";
import type { NewMatchRow as Row } from "@shared/domain/new-matches";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { SendIcon, XIcon } from "lucide-react";
import { memo } from "react";
import { Link } from "react-router";

type NewMatchRowProps = {
  row: Row;
  isBusy: boolean;
  onSend: (row: Row) => void;
  onDismiss: (id: string) => void;
};

// 44 px tall, like every action on a phone (WCAG 2.5.5).
const LINK = "wrap-anywhere flex min-h-11 items-center underline underline-offset-4";

/** A pair that newly matches: the client, the listing, the score, and Send or Dismiss in a tap. */
export const NewMatchRow = memo(function NewMatchRow({
  row,
  isBusy,
  onSend,
  onDismiss,
}: NewMatchRowProps) {
  const clientName = [row.client.title, row.client.name].filter(Boolean).join(" ");
  const pair = `${row.property.title} to ${row.client.name}`;
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs">
      <div className="flex min-w-0 flex-col gap-1">
        <Link to={`/clients/${row.client.id}`} className={`${LINK} font-semibold`}>
          {clientName}
        </Link>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Link to={`/properties/${row.property.id}`} className={LINK}>
            {row.property.title}
          </Link>
          <Badge variant={scoreTone(row.score)}>{row.score}% match</Badge>
        </p>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button disabled={isBusy} onClick={() => onSend(row)}>
          <SendIcon aria-hidden="true" />
          Send<span className="sr-only"> {pair}</span>
        </Button>
        <Button variant="outline" onClick={() => onDismiss(row.id)}>
          <XIcon aria-hidden="true" />
          Dismiss<span className="sr-only"> {pair}</span>
        </Button>
      </div>
    </li>
  );
});
