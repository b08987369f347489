import { Button } from "@web/components/ui/button";
import { notify } from "@web/lib/toast";
import { ContactIcon } from "lucide-react";
import { useFormContext } from "react-hook-form";
import type { ClientFormValues } from "./client-form-values";
import {
  CONTACT_IMPORTED,
  contactPicker,
  FEATURE_NOT_SUPPORTED,
  IMPORT_FAILED,
  pickContact,
} from "./pick-contact";

const CONTACT_FIELDS = ["name", "email", "phone"] as const;

/** Fills name, e-mail and phone from a contact on the device, where the browser allows it. */
export function ImportContactButton() {
  const { setValue, clearErrors } = useFormContext<ClientFormValues>();

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
      for (const field of CONTACT_FIELDS) {
        if (contact[field]) {
          setValue(field, contact[field], { shouldDirty: true });
          clearErrors(field);
        }
      }
      notify.success(CONTACT_IMPORTED);
    } catch {
      notify.error(IMPORT_FAILED);
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
