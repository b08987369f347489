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

/** A row of radios in tappable boxes: one Tab stop, arrow keys move the choice, the legend names it. */
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
            className={cn(
              "flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 font-medium text-sm hover:bg-accent",
              value === option && "border-primary",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-4 accent-primary"
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
