import { TextField } from "@web/components/form/text-field";
import { Input } from "@web/components/ui/input";
import { useFormContext } from "react-hook-form";
import type { PropertyFormValues } from "./property-form-values";

type NumberFieldName =
  | "price"
  | "bedrooms"
  | "bathrooms"
  | "landSizeSqft"
  | "landSizeAcres"
  | "builtUpArea"
  | "pricePerSqft";

type NumberFieldProps = {
  name: NumberFieldName;
  label: string;
  isInteger?: boolean;
  /** An amount as agents say it ('1.25 Cr', '75 lakh'): text, read by the schema on submit. */
  isAmount?: boolean;
  isRequired?: boolean;
  /** Runs when the agent leaves the field (SPEC: the auto-calculations run then). */
  onLeave?: () => void;
  children?: React.ReactNode;
};

/** A labelled numeric input; its text is converted (and checked) by the schema on submit. */
export function NumberField({
  name,
  label,
  isInteger = false,
  isAmount = false,
  isRequired = false,
  onLeave,
  children,
}: NumberFieldProps) {
  const { register, formState } = useFormContext<PropertyFormValues>();
  const error = formState.errors[name]?.message;
  return (
    <div className="flex flex-col gap-1">
      <TextField label={label} error={error} isRequired={isRequired}>
        {isAmount ? (
          <Input autoComplete="off" {...register(name, { onBlur: onLeave })} />
        ) : (
          <Input
            type="number"
            inputMode={isInteger ? "numeric" : "decimal"}
            min={0}
            step={isInteger ? 1 : "any"}
            {...register(name, { onBlur: onLeave })}
          />
        )}
      </TextField>
      {children}
    </div>
  );
}
