import type { ComponentProps } from "react";
import { PasswordInput } from "./password-input";
import { TextField } from "./text-field";

type PasswordFieldProps = ComponentProps<typeof PasswordInput> & { label: string; error?: string };

/** A labelled password input with show/hide and its error message. */
export function PasswordField({ label, error, ...input }: PasswordFieldProps) {
  return (
    <TextField label={label} error={error}>
      <PasswordInput required {...input} />
    </TextField>
  );
}
