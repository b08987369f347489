import type { MergeSide } from "@shared/domain/client-merge";
import { cn } from "@web/lib/cn";

type MergeFieldChoiceProps = {
  field: string;
  label: string;
  /** The survivor's and the other's value, as shown. */
  values: readonly [string, string];
  /** Whose values they are, for screen readers (the columns' headings say it on screen). */
  owners: readonly [string, string];
  side: MergeSide;
  onChange: (side: MergeSide) => void;
};

const SIDES = ["survivor", "other"] as const;

/** One field of the merge: its two values side by side, the kept one chosen. */
export function MergeFieldChoice({
  field,
  label,
  values,
  owners,
  side,
  onChange,
}: MergeFieldChoiceProps) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 font-medium text-sm">{label}</legend>
      <div className="grid grid-cols-2 gap-2">
        {SIDES.map((option, index) => (
          <label
            key={option}
            className={cn(
              "flex min-h-11 min-w-0 cursor-pointer items-start gap-2 rounded-md border p-3 text-sm",
              side === option && "border-primary bg-primary/5",
            )}
          >
            <input
              type="radio"
              name={`merge-${field}`}
              value={option}
              checked={side === option}
              onChange={() => onChange(option)}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <span className="wrap-anywhere min-w-0">
              <span className="sr-only">{owners[index]}: </span>
              {values[index]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
