import { ImportContactButton } from "@web/components/contact-import/import-contact-button";
import { TextField } from "@web/components/form/text-field";
import { Input } from "@web/components/ui/input";
import { useFormContext } from "react-hook-form";
import type { PropertyFormValues } from "./property-form-values";

// SPEC section 8's texts for the property form ("elsewhere" in its contact-import row).
const CONTACT_IMPORTED = {
  title: "Contact imported!",
  description: "Owner details have been filled in.",
};
const IMPORT_FAILED = {
  title: "Could not import contact",
  description: "There was an error fetching the contact information.",
};

/** The owner's name and phone, typed or imported from the device's contacts. */
export function OwnerFields() {
  const { register, formState } = useFormContext<PropertyFormValues>();
  const { errors } = formState;
  return (
    <div className="flex flex-col gap-5">
      <ImportContactButton<PropertyFormValues>
        fields={{ name: "ownerName", phone: "ownerPhone" }}
        imported={CONTACT_IMPORTED}
        failed={IMPORT_FAILED}
      />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField label="Owner Name" error={errors.ownerName?.message}>
          <Input autoComplete="off" {...register("ownerName")} />
        </TextField>
        <TextField label="Owner Phone" error={errors.ownerPhone?.message}>
          <Input type="tel" inputMode="tel" autoComplete="off" {...register("ownerPhone")} />
        </TextField>
      </div>
    </div>
  );
}
