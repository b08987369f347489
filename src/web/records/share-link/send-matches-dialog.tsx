import { formatListingPrice } from "@shared/domain/format";
import { greetingText, hasPhone, mailtoLink, whatsAppLink } from "@shared/domain/links";
import { MATCHES_EMAIL_SUBJECT } from "@shared/domain/sharing";
import { shortlistMessage } from "@shared/domain/shortlist";
import type { Client } from "@shared/schemas/client";
import { useQueryClient } from "@tanstack/react-query";
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
import { ACTIVITIES_KEY } from "@web/records/activity/activity-keys";
import { useSettings } from "@web/records/settings/use-settings";
import { sendShortlist, shortlistKey } from "@web/records/shortlist/shortlist-link";
import { MailIcon, MessageCircleIcon, SendIcon } from "lucide-react";
import { useState } from "react";
import type { SharedListing } from "./compose-matches";

type SendMatchesDialogProps = {
  client: Pick<Client, "id" | "name" | "phone" | "email">;
  /** The matched listings, best first. */
  properties: readonly SharedListing[];
  /** Those ticked at first (the primary matches); all of them when not given. */
  tickedIds?: readonly string[];
};

/**
 * 'Send matches': puts the ticked properties on the client's shortlist page (`/s/<token>`, made
 * on the first send) and opens one WhatsApp message (or e-mail) with its link. The server moves
 * each pair to 'Sent' and logs 'Matches sent'.
 */
export function SendMatchesDialog({ client, properties, tickedIds }: SendMatchesDialogProps) {
  const settings = useSettings();
  const [chosen, setChosen] = useState(
    () => new Set(tickedIds ?? properties.map((property) => property.id)),
  );
  const [isSending, setIsSending] = useState(false);
  const queryClient = useQueryClient();

  async function send(channel: "whatsapp" | "email") {
    setIsSending(true);
    try {
      const picked = properties.filter((property) => chosen.has(property.id));
      const link = await sendShortlist(
        client.id,
        picked.map((property) => property.id),
        settings,
      );
      queryClient.setQueryData(shortlistKey(client.id), link);
      void queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY });
      const text = shortlistMessage(greetingText(client.name), link.url);
      const href =
        channel === "whatsapp"
          ? whatsAppLink(client.phone, text)
          : mailtoLink(client.email ?? "", MATCHES_EMAIL_SUBJECT, text);
      window.open(href, "_blank", "noopener,noreferrer");
    } catch (error) {
      notify.error({ title: "Error sending matches", description: messageOf(error) });
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
            One message with a link to a page of the properties you tick.
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
