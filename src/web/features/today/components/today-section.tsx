import type { SnoozeChoice } from "@shared/domain/follow-ups";
import type { TodayRow as Row } from "@shared/domain/today";
import { useId } from "react";
import { CountedHeading } from "./counted-heading";
import { TodayRow } from "./today-row";

type TodaySectionProps = {
  title: string;
  rows: readonly Row[];
  /** How many in all (the server sends at most TODAY_SECTION_LIMIT rows a section). */
  count: number;
  today: string;
  timeZone: string;
  onDone: (clientId: string) => void;
  onSnooze: (clientId: string, until: SnoozeChoice) => void;
};

/** 'Overdue', 'Today' or 'Going cold', with its count and rows. */
export function TodaySection({ title, rows, count, ...rowProps }: TodaySectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <CountedHeading id={headingId} title={title} count={count} />
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        {rows.map((row) => (
          <TodayRow key={row.key} row={row} {...rowProps} />
        ))}
      </ul>
    </section>
  );
}
