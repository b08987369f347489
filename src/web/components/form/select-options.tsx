import { capitalize } from "@shared/domain/capitalize";
import { SelectContent, SelectItem } from "@web/components/ui/select";

export type SelectOption = { value: string; label: string };

// Radix's select keeps '' for "nothing chosen"; an option whose value is '' ('No title') goes
// through the select as this instead.
const EMPTY_VALUE = "__empty__";

/** A form value as the select holds it: '' becomes the empty option's value when there is one. */
export function toSelectValue(value: string, options: readonly SelectOption[]): string {
  return value === "" && options.some((option) => option.value === "") ? EMPTY_VALUE : value;
}

/** The select's value back as the form holds it. */
export function fromSelectValue(value: string): string {
  return value === EMPTY_VALUE ? "" : value;
}

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
        <SelectItem key={option.value} value={toSelectValue(option.value, options)}>
          {option.label}
        </SelectItem>
      ))}
    </SelectContent>
  );
}
