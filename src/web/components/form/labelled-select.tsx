import { Field, FieldControl, FieldDescription, FieldLabel } from "@web/components/ui/field";
import { Select, SelectTrigger, SelectValue } from "@web/components/ui/select";
import type * as React from "react";
import { type SelectOption, SelectOptions } from "./select-options";

type LabelledSelectProps = {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  isDisabled?: boolean;
  description?: React.ReactNode;
};

/** A labelled select whose value the caller keeps (SelectField is the one bound to a form). */
export function LabelledSelect({
  label,
  value,
  options,
  onValueChange,
  isDisabled = false,
  description,
}: LabelledSelectProps) {
  return (
    <Field>
      <FieldLabel>{label}</FieldLabel>
      <Select value={value} onValueChange={onValueChange} disabled={isDisabled}>
        <FieldControl>
          <SelectTrigger className="w-full">
            <SelectValue />
          </SelectTrigger>
        </FieldControl>
        <SelectOptions options={options} />
      </Select>
      {description && <FieldDescription>{description}</FieldDescription>}
    </Field>
  );
}
