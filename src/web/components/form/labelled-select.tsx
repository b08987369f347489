import { Field, FieldControl, FieldDescription, FieldLabel } from "@web/components/ui/field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@web/components/ui/select";
import type * as React from "react";
import type { SelectOption } from "./select-field";

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
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {description && <FieldDescription>{description}</FieldDescription>}
    </Field>
  );
}
