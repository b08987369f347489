import { Field, FieldControl, FieldError, FieldLabel } from "@web/components/ui/field";
import { Select, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { type FieldPath, type FieldValues, useController, useFormContext } from "react-hook-form";
import { fromSelectValue, type SelectOption, SelectOptions, toSelectValue } from "./select-options";

type SelectFieldProps<Values extends FieldValues> = {
  name: FieldPath<Values>;
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  onValueChange?: (value: string) => void;
};

/** A labelled select bound to the surrounding react-hook-form form. */
export function SelectField<Values extends FieldValues = FieldValues>({
  name,
  label,
  options,
  placeholder,
  isDisabled = false,
  isRequired = false,
  onValueChange,
}: SelectFieldProps<Values>) {
  const { control } = useFormContext<Values>();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <Field invalid={Boolean(error)} isRequired={isRequired}>
      <FieldLabel>{label}</FieldLabel>
      <Select
        value={toSelectValue(typeof field.value === "string" ? field.value : "", options)}
        disabled={isDisabled}
        name={field.name}
        onValueChange={(selected) => {
          const value = fromSelectValue(selected);
          field.onChange(value);
          onValueChange?.(value);
        }}
      >
        <FieldControl>
          <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
        </FieldControl>
        <SelectOptions options={options} />
      </Select>
      <FieldError message={error} />
    </Field>
  );
}
