import { Field, FieldControl, FieldError, FieldLabel } from "@web/components/ui/field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@web/components/ui/select";
import { type FieldPath, useController, useFormContext } from "react-hook-form";
import type { PropertyFormValues } from "./property-form-values";

type Option = { value: string; label: string };

type SelectFieldProps = {
  name: FieldPath<PropertyFormValues>;
  label: string;
  options: readonly Option[];
  placeholder?: string;
  isDisabled?: boolean;
  onValueChange?: (value: string) => void;
};

/** A labelled select bound to the property form. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  isDisabled = false,
  onValueChange,
}: SelectFieldProps) {
  const { control } = useFormContext<PropertyFormValues>();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <Field invalid={Boolean(error)}>
      <FieldLabel>{label}</FieldLabel>
      <Select
        value={typeof field.value === "string" ? field.value : ""}
        disabled={isDisabled}
        name={field.name}
        onValueChange={(value) => {
          field.onChange(value);
          onValueChange?.(value);
        }}
      >
        <FieldControl>
          <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
            <SelectValue placeholder={placeholder} />
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
      <FieldError message={error} />
    </Field>
  );
}
