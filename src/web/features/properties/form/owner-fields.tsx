import { TextField } from "@web/components/form/text-field";
import { Input } from "@web/components/ui/input";
import { useFormContext } from "react-hook-form";
import type { PropertyFormValues } from "./property-form-values";

export function OwnerFields() {
  const { register, formState } = useFormContext<PropertyFormValues>();
  const { errors } = formState;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label="Owner Name" error={errors.ownerName?.message}>
        <Input autoComplete="off" {...register("ownerName")} />
      </TextField>
      <TextField label="Owner Phone" error={errors.ownerPhone?.message}>
        <Input type="tel" inputMode="tel" autoComplete="off" {...register("ownerPhone")} />
      </TextField>
    </div>
  );
}
