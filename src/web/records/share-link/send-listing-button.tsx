import { hasPhone, NO_CLIENT_PHONE, whatsAppLink } from "@shared/domain/links";
import type { Client } from "@shared/schemas/client";
import { Button } from "@web/components/ui/button";
import { messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { useLogActivity } from "@web/records/activity/use-log-activity";
import { useSettings } from "@web/records/settings/use-settings";
import { MessageCircleIcon } from "lucide-react";
import { useState } from "react";
import { composeMatchesMessage, type SharedListing } from "./compose-matches";

type SendListingButtonProps = {
  client: Pick<Client, "id" | "name" | "phone">;
  listing: SharedListing;
};

/** One tap from a listing to a matched client: a WhatsApp chat with the listing's public link. */
export function SendListingButton({ client, listing }: SendListingButtonProps) {
  const settings = useSettings();
  const [isSending, setIsSending] = useState(false);
  const log = useLogActivity();

  async function send() {
    if (!hasPhone(client.phone)) {
      notify.error(NO_CLIENT_PHONE);
      return;
    }
    setIsSending(true);
    try {
      const text = await composeMatchesMessage(client.name, [listing], settings);
      log({
        kind: "listing-shared",
        clientId: client.id,
        propertyId: listing.id,
        text: listing.title,
      });
      window.open(whatsAppLink(client.phone, text), "_blank", "noopener,noreferrer");
    } catch (error) {
      notify.error({ title: "Error creating link", description: messageOf(error) });
    } finally {
      setIsSending(false);
    }
  }

  return (
    <Button variant="outline" size="sm" disabled={isSending} onClick={send}>
      <MessageCircleIcon aria-hidden="true" />
      Send link<span className="sr-only"> to {client.name} on WhatsApp</span>
    </Button>
  );
}
