import { greetingText, mailtoLink, whatsAppLink } from "@shared/domain/links";
import { MATCHES_EMAIL_SUBJECT } from "@shared/domain/sharing";
import { shortlistMessage } from "@shared/domain/shortlist";
import type { Client } from "@shared/schemas/client";
import { useQueryClient } from "@tanstack/react-query";
import { messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { ACTIVITIES_KEY, TODAY_KEY } from "@web/records/activity/activity-keys";
import { NEW_MATCHES_KEY } from "@web/records/follow-up/get-new-matches";
import { PAIR_STATUSES_KEY } from "@web/records/pair-status/pair-statuses-query";
import { useSettings } from "@web/records/settings/use-settings";
import { putShortlistLink, sendShortlist } from "@web/records/shortlist/shortlist-link";
import { useState } from "react";

export type ShortlistRecipient = Pick<Client, "id" | "name" | "phone" | "email">;
export type SendChannel = "whatsapp" | "email";

/**
 * 'Send matches' for any screen: puts the listings on the client's shortlist page (`/s/<token>`,
 * made on the first send), then opens one WhatsApp message (or e-mail) with its link. The server
 * moves each pair to 'Sent' and logs 'Matches sent'; the screens showing those are refreshed.
 * `send` answers whether it was sent.
 */
export function useSendShortlist() {
  const settings = useSettings();
  const queryClient = useQueryClient();
  const [isSending, setIsSending] = useState(false);

  async function send(
    client: ShortlistRecipient,
    propertyIds: readonly string[],
    channel: SendChannel,
  ): Promise<boolean> {
    setIsSending(true);
    try {
      const link = await sendShortlist(client.id, propertyIds, settings);
      putShortlistLink(queryClient, client.id, link);
      // A sent pair leaves the new matches.
      for (const queryKey of [ACTIVITIES_KEY, PAIR_STATUSES_KEY, TODAY_KEY, NEW_MATCHES_KEY]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      const text = shortlistMessage(greetingText(client.name), link.url);
      const href =
        channel === "whatsapp"
          ? whatsAppLink(client.phone, text)
          : mailtoLink(client.email ?? "", MATCHES_EMAIL_SUBJECT, text);
      window.open(href, "_blank", "noopener,noreferrer");
      return true;
    } catch (error) {
      notify.error({ title: "Error sending matches", description: messageOf(error) });
      return false;
    } finally {
      setIsSending(false);
    }
  }

  return { send, isSending };
}
