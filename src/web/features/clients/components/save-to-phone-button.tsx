import { Button } from "@web/components/ui/button";
import { settingsQuery } from "@web/features/settings/settings-query";
import { useSettings } from "@web/features/settings/use-settings";
import { downloadFile } from "@web/lib/download-file";
import { ContactRoundIcon } from "lucide-react";

/** Downloads the client as a contact card, which the phone offers to add to its contacts. */
export function SaveToPhoneButton({ clientId }: { clientId: string }) {
  const settings = useSettings();
  const save = () =>
    downloadFile(
      `/api/clients/${clientId}/vcard?${settingsQuery(settings)}`,
      "Could not save the contact",
    );
  return (
    <Button variant="outline" className="w-full sm:w-auto" onClick={() => void save()}>
      <ContactRoundIcon aria-hidden="true" />
      Save to phone
    </Button>
  );
}
