import { CLIENT_TITLES } from "@shared/domain/catalogue";
import { optionsOf, SelectField } from "@web/components/form/select-field";
import { TextField } from "@web/components/form/text-field";
import { Input } from "@web/components/ui/input";
import { useFormContext } from "react-hook-form";
import type { ClientFormValues } from "./client-form-values";
import { ImportContactButton } from "./import-contact-button";

const TITLE_OPTIONS = optionsOf(CLIENT_TITLES, (title) => title);

/** Title, name, e-mail and phone, with the import from the device's contacts. */
export function ContactFields() {
  const { register, formState } = useFormContext<ClientFormValues>();
  const { errors } = formState;
  return (
    <div className="flex flex-col gap-5">
      <ImportContactButton />
      <div className="grid gap-5 sm:grid-cols-[8rem_1fr]">
        <SelectField<ClientFormValues> name="title" label="Title" options={TITLE_OPTIONS} />
        <TextField label="Name" error={errors.name?.message}>
          <Input required autoComplete="off" {...register("name")} />
        </TextField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Email" error={errors.email?.message}>
          <Input type="email" inputMode="email" autoComplete="off" {...register("email")} />
        </TextField>
        <TextField label="Phone" error={errors.phone?.message}>
          <Input type="tel" inputMode="tel" required autoComplete="off" {...register("phone")} />
        </TextField>
      </div>
    </div>
  );
}
