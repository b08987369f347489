import { formatListingPrice } from "@shared/domain/format";
import { whatsAppLink } from "@shared/domain/links";
import { shareMessage } from "@shared/domain/sharing";
import type { Property } from "@shared/schemas/property";
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
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { copyText } from "@web/lib/copy-text";
import { useSettings } from "@web/records/settings/use-settings";
import {
  useCreateShareLink,
  useShareLink,
  useStopSharing,
} from "@web/records/share-link/share-link";
import { CopyIcon, LinkIcon, MessageCircleIcon, Share2Icon, Trash2Icon } from "lucide-react";
import { useId } from "react";
import { ShareViews } from "./share-views";

type ShareDialogProps = { property: Pick<Property, "id" | "title" | "price" | "purpose"> };

/** 'Share': the listing's public link to copy or send, made only when the agent asks for one. */
export function ShareDialog({ property }: ShareDialogProps) {
  const { data: share, isPending } = useShareLink(property.id);
  const settings = useSettings();
  const create = useCreateShareLink(property.id);
  const stop = useStopSharing(property.id);
  const linkId = useId();

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Share2Icon aria-hidden="true" />
          Share
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share {property.title}</DialogTitle>
          <DialogDescription>
            {share
              ? "Anyone with this link sees the listing and your contact card, not the owner's details or documents."
              : "The listing is not public. Create a link to send it to clients; you can stop sharing at any time."}
          </DialogDescription>
        </DialogHeader>
        {share ? (
          <div className="flex flex-col gap-4">
            <div className="flex flex-col gap-2">
              <Label htmlFor={linkId}>Public link</Label>
              <Input
                id={linkId}
                readOnly
                value={share.url}
                onFocus={(event) => event.currentTarget.select()}
              />
              <ShareViews share={share} />
            </div>
            <DialogFooter className="gap-2 sm:justify-between">
              <Button variant="outline" disabled={stop.isPending} onClick={() => stop.mutate()}>
                <Trash2Icon aria-hidden="true" />
                Stop sharing
              </Button>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button variant="outline" onClick={() => copyText(share.url, "Link copied")}>
                  <CopyIcon aria-hidden="true" />
                  Copy link
                </Button>
                <Button asChild>
                  <a
                    href={whatsAppLink(
                      "",
                      shareMessage(
                        property.title,
                        formatListingPrice(property, settings),
                        share.url,
                      ),
                    )}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <MessageCircleIcon aria-hidden="true" />
                    Send on WhatsApp
                  </a>
                </Button>
              </div>
            </DialogFooter>
          </div>
        ) : (
          <DialogFooter>
            <Button
              disabled={isPending || create.isPending}
              onClick={() => create.mutate(settings)}
            >
              <LinkIcon aria-hidden="true" />
              Create link
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
