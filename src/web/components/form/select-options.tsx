import { SelectContent, SelectItem } from "@web/components/ui/select";
import { capitalize } from "@web/lib/capitalize";

export type SelectOption = { value: string; label: string };

/** Select options for an enumeration, labelled capitalised by default: 'active' → 'Active'. */
export function optionsOf(
  values: readonly string[],
  label: (value: string) => string = capitalize,
): SelectOption[] {
  return values.map((value) => ({ value, label: label(value) }));
}

/** A select's popup listing `options`, one item each. */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return (
    <SelectContent>
      {options.map((option) => (
        <SelectItem key={option.value} value={option.value}>
          {option.label}
        </SelectItem>
      ))}
    </SelectContent>
  );
}
