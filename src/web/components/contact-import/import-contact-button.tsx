import { Button } from "@web/components/ui/button";
import { notify } from "@web/lib/toast";
import { ContactIcon } from "lucide-react";
import { type FieldValues, type Path, type PathValue, useFormContext } from "react-hook-form";
import {
  contactPicker,
  FEATURE_NOT_SUPPORTED,
  type PickedContact,
  pickContact,
} from "./pick-contact";

type ToastText = { title: string; description: string };

type ImportContactButtonProps<Values extends FieldValues> = {
  /** Which form field each part of the picked contact fills. */
  fields: Partial<Record<keyof PickedContact, Path<Values>>>;
  /** SPEC words the toasts per form (section 8). */
  imported: ToastText;
  failed: ToastText;
};

/** Fills form fields from a contact on the device, where the browser has a contact picker. */
export function ImportContactButton<Values extends FieldValues>({
  fields,
  imported,
  failed,
}: ImportContactButtonProps<Values>) {
  const { setValue, clearErrors } = useFormContext<Values>();

  const importContact = async () => {
    const picker = contactPicker();
    if (!picker) {
      notify.error(FEATURE_NOT_SUPPORTED);
      return;
    }
    try {
      const contact = await pickContact(picker);
      if (!contact) {
        return;
      }
      for (const [part, field] of Object.entries(fields) as [keyof PickedContact, Path<Values>][]) {
        if (contact[part]) {
          setValue(field, contact[part] as PathValue<Values, Path<Values>>, { shouldDirty: true });
          clearErrors(field);
        }
      }
      notify.success(imported);
    } catch {
      notify.error(failed);
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      className="self-start"
      onClick={() => void importContact()}
    >
      <ContactIcon aria-hidden="true" />
      Import from Contacts
    </Button>
  );
}
