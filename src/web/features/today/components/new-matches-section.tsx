import type { NewMatchList } from "@shared/domain/new-matches";
import { useId } from "react";
import { useDismissNewMatch, useSendNewMatch } from "../api/new-match-actions";
import { CountedHeading } from "./counted-heading";
import { NewMatchRow } from "./new-match-row";

/** 'New matches': pairs that newly score above 40 and were never sent, newest first. */
export function NewMatchesSection({ newMatches }: { newMatches: NewMatchList }) {
  const headingId = useId();
  const { sendMatch, isSending } = useSendNewMatch();
  const dismiss = useDismissNewMatch();
  if (newMatches.rows.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <CountedHeading id={headingId} title="New matches" count={newMatches.count} />
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        {newMatches.rows.map((row) => (
          <NewMatchRow
            key={row.id}
            row={row}
            isBusy={isSending}
            onSend={sendMatch}
            onDismiss={dismiss.mutate}
          />
        ))}
      </ul>
    </section>
  );
}
