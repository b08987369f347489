import type { ValueMappings } from "@shared/domain/choice-match";
import { type ImportKind, importField } from "@shared/domain/import-fields";
import { Label } from "@web/components/ui/label";
import { useId } from "react";
import { NativeSelect } from "./native-select";

type ValueMappingFieldsProps = {
  kind: ImportKind;
  unmatched: Record<string, string[]>;
  mappings: ValueMappings;
  onChange: (mappings: ValueMappings) => void;
};

/** For each value of the file that names no catalogue value ('Hot'), the value it means. */
export function ValueMappingFields({
  kind,
  unmatched,
  mappings,
  onChange,
}: ValueMappingFieldsProps) {
  const id = useId();
  const entries = Object.entries(unmatched);
  if (entries.length === 0) {
    return null;
  }
  const choose = (field: string, value: string, choice: string) =>
    onChange({ ...mappings, [field]: { ...mappings[field], [value]: choice } });
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border p-3">
      <legend className="px-1 font-medium text-sm">Values to match</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {entries.flatMap(([field, values]) => {
          const definition = importField(kind, field);
          return values.map((value, index) => (
            <div key={`${field}-${value}`} className="flex min-w-0 flex-col gap-1.5">
              <Label htmlFor={`${id}-${field}-${index}`} className="wrap-anywhere">
                {definition?.label} “{value}”
              </Label>
              <NativeSelect
                id={`${id}-${field}-${index}`}
                value={mappings[field]?.[value] ?? ""}
                onChange={(event) => choose(field, value, event.target.value)}
              >
                <option value="">Leave as a problem</option>
                {definition?.choices?.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ));
        })}
      </div>
    </fieldset>
  );
}
