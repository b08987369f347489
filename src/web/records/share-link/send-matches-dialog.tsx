import { formatListingPrice } from "@shared/domain/format";
import { hasPhone } from "@shared/domain/links";
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
import { useSettings } from "@web/records/settings/use-settings";
import { MailIcon, MessageCircleIcon, SendIcon } from "lucide-react";
import { useState } from "react";
import type { SharedListing } from "./compose-matches";
import { type SendChannel, type ShortlistRecipient, useSendShortlist } from "./use-send-shortlist";

type SendMatchesDialogProps = {
  client: ShortlistRecipient;
  /** The matched listings, best first. */
  properties: readonly SharedListing[];
  /** Those ticked at first (the primary matches); all of them when not given. */
  tickedIds?: readonly string[];
};

/** 'Send matches': the ticked properties to the client's shortlist page (useSendShortlist). */
export function SendMatchesDialog({ client, properties, tickedIds }: SendMatchesDialogProps) {
  const settings = useSettings();
  const [chosen, setChosen] = useState(
    () => new Set(tickedIds ?? properties.map((property) => property.id)),
  );
  const { send: sendShortlist, isSending } = useSendShortlist();
  const send = (channel: SendChannel) =>
    sendShortlist(
      client,
      properties.filter((property) => chosen.has(property.id)).map((property) => property.id),
      channel,
    );

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
