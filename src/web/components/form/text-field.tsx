import { Field, FieldControl, FieldError, FieldLabel } from "@web/components/ui/field";
import type * as React from "react";

type TextFieldProps = {
  label: string;
  error?: string;
  isRequired?: boolean;
  children: React.ReactElement;
  className?: string;
};

/** A labelled control with its error message: the label names the field, as SPEC asks. */
export function TextField({
  label,
  error,
  isRequired = false,
  children,
  className,
}: TextFieldProps) {
  return (
    <Field invalid={Boolean(error)} isRequired={isRequired} className={className}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>{children}</FieldControl>
      <FieldError message={error} />
    </Field>
  );
}
