import { cn } from "@web/lib/cn";
import { useId } from "react";

type ChoiceGroupProps<T extends string> = {
  legend: string;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  value: T | null;
  onChange: (value: T) => void;
  className?: string;
};

/**
 * A row of toggles that are radios underneath: one Tab stop, arrow keys move the choice, and
 * the legend names the group.
 */
export function ChoiceGroup<T extends string>({
  legend,
  options,
  labels,
  value,
  onChange,
  className,
}: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className={cn("flex min-w-0 flex-col gap-2", className)}>
      <legend className="mb-2 font-medium text-sm leading-snug">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="inline-flex h-11 cursor-pointer items-center rounded-md border px-3 font-medium text-sm transition-colors hover:bg-accent has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring md:h-9"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
