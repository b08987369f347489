import { Button } from "@web/components/ui/button";
import { downloadFile } from "@web/lib/download-file";
import { settingsQuery } from "@web/lib/settings-query";
import { useSettings } from "@web/records/settings/use-settings";
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
