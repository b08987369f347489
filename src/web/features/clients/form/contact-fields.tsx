import { CLIENT_TITLES } from "@shared/domain/catalogue";
import { ImportContactButton } from "@web/components/contact-import/import-contact-button";
import { SelectField } from "@web/components/form/select-field";
import { optionsOf } from "@web/components/form/select-options";
import { TextField } from "@web/components/form/text-field";
import { Input } from "@web/components/ui/input";
import { useFormContext } from "react-hook-form";
import type { ClientFormValues } from "./client-form-values";

const TITLE_OPTIONS = optionsOf(CLIENT_TITLES, (title) => title || "No title");

// SPEC gives 'Owner details have been filled in.' for the property form; here the same toast
// names what was filled in: the client's details.
const CONTACT_IMPORTED = {
  title: "Contact imported!",
  description: "Client details have been filled in.",
};
const IMPORT_FAILED = {
  title: "Failed to import contact",
  description: "Could not access contacts. Please check permissions.",
};

/** Title, name, e-mail and phone, with the import from the device's contacts. */
export function ContactFields() {
  const { register, formState } = useFormContext<ClientFormValues>();
  const { errors } = formState;
  return (
    <div className="flex flex-col gap-5">
      <ImportContactButton<ClientFormValues>
        fields={{ name: "name", email: "email", phone: "phone" }}
        imported={CONTACT_IMPORTED}
        failed={IMPORT_FAILED}
      />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-[8rem_1fr]">
        <SelectField<ClientFormValues> name="title" label="Title" options={TITLE_OPTIONS} />
        <TextField label="Name" error={errors.name?.message} isRequired>
          <Input required autoComplete="off" {...register("name")} />
        </TextField>
      </div>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField label="Email" error={errors.email?.message}>
          <Input type="email" inputMode="email" autoComplete="off" {...register("email")} />
        </TextField>
        <TextField label="Phone" error={errors.phone?.message} isRequired>
          <Input type="tel" inputMode="tel" required autoComplete="off" {...register("phone")} />
        </TextField>
      </div>
    </div>
  );
}
