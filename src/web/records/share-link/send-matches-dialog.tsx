import { formatListingPrice } from "@shared/domain/format";
import { hasPhone, mailtoLink, whatsAppLink } from "@shared/domain/links";
import { MATCHES_EMAIL_SUBJECT } from "@shared/domain/sharing";
import type { Client } from "@shared/schemas/client";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@web/components/ui/dialog";
import { messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { useLogActivity } from "@web/records/activity/use-log-activity";
import { useSettings } from "@web/records/settings/use-settings";
import { MailIcon, MessageCircleIcon, SendIcon } from "lucide-react";
import { useState } from "react";
import { composeMatchesMessage, type SharedListing } from "./compose-matches";

type SendMatchesDialogProps = {
  client: Pick<Client, "id" | "name" | "phone" | "email">;
  /** The matched listings, best first. */
  properties: readonly SharedListing[];
  /** Those ticked at first (the primary matches); all of them when not given. */
  tickedIds?: readonly string[];
};

/**
 * 'Send matches': one WhatsApp message (or e-mail) to the client listing the ticked properties,
 * 'title — price — link' each, making the public links that do not exist yet.
 */
export function SendMatchesDialog({ client, properties, tickedIds }: SendMatchesDialogProps) {
  const settings = useSettings();
  const [chosen, setChosen] = useState(
    () => new Set(tickedIds ?? properties.map((property) => property.id)),
  );
  const [isSending, setIsSending] = useState(false);
  const log = useLogActivity();

  async function send(channel: "whatsapp" | "email") {
    setIsSending(true);
    try {
      const picked = properties.filter((property) => chosen.has(property.id));
      const text = await composeMatchesMessage(client.name, picked, settings);
      const href =
        channel === "whatsapp"
          ? whatsAppLink(client.phone, text)
          : mailtoLink(client.email ?? "", MATCHES_EMAIL_SUBJECT, text);
      log({ kind: "matches-sent", clientId: client.id, text: sentText(picked, channel) });
      window.open(href, "_blank", "noopener,noreferrer");
    } catch (error) {
      notify.error({ title: "Error creating links", description: messageOf(error) });
    } finally {
      setIsSending(false);
    }
  }

  const isEmpty = chosen.size === 0;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <SendIcon aria-hidden="true" />
          Send matches
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send matches to {client.name}</DialogTitle>
          <DialogDescription>
            One message with a public link to each property you tick.
          </DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-2">
          {properties.map((property) => (
            <li key={property.id}>
              <label className="flex items-center gap-3 rounded-md border px-3 py-2">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={chosen.has(property.id)}
                  onChange={(event) => {
                    const next = new Set(chosen);
                    event.target.checked ? next.add(property.id) : next.delete(property.id);
                    setChosen(next);
                  }}
                />
                <span className="min-w-0 flex-1 truncate font-medium">{property.title}</span>
                <span className="shrink-0 text-muted-foreground text-sm">
                  {formatListingPrice(property, settings)}
                </span>
              </label>
            </li>
          ))}
        </ul>
        <DialogFooter className="gap-2">
          <Button
            variant="outline"
            disabled={isEmpty || isSending || !client.email?.trim()}
            onClick={() => send("email")}
          >
            <MailIcon aria-hidden="true" />
            Send by e-mail
          </Button>
          <Button
            disabled={isEmpty || isSending || !hasPhone(client.phone)}
            onClick={() => send("whatsapp")}
          >
            <MessageCircleIcon aria-hidden="true" />
            Send on WhatsApp
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The timeline's line for a sending: which listings, and how, e.g. '2 listings on WhatsApp: …'. */
function sentText(picked: readonly SharedListing[], channel: "whatsapp" | "email"): string {
  const count = picked.length === 1 ? "1 listing" : `${picked.length} listings`;
  const titles = picked.map((property) => property.title).join(", ");
  return `${count} ${channel === "whatsapp" ? "on WhatsApp" : "by e-mail"}: ${titles}`.slice(
    0,
    2000,
  );
}
