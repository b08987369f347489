import { greetingText, NO_CLIENT_EMAIL, NO_CLIENT_PHONE } from "@shared/domain/links";
import type { Client } from "@shared/schemas/client";
import { CallButton } from "@web/components/contact-actions/call-button";
import { EmailButton } from "@web/components/contact-actions/email-button";
import { WhatsAppButton } from "@web/components/contact-actions/whatsapp-button";
import { cn } from "@web/lib/cn";
import { useContactLogger } from "@web/records/activity/use-contact-logger";

type ClientContactActionsProps = {
  client: Pick<Client, "id" | "name" | "phone" | "email">;
  className?: string;
};

// Icon above label: three labelled buttons fit side by side even on a narrow card.
const TILE = "h-auto flex-col gap-1 px-1 py-2 text-xs has-[>svg]:px-1";

/**
 * Call, WhatsApp (a short greeting) and Email ('Property Update' with a greeting), each logged
 * on the client's timeline as it opens.
 */
export function ClientContactActions({ client, className }: ClientContactActionsProps) {
  const contact = useContactLogger();
  const target = { clientId: client.id, clientName: client.name };
  return (
    <div className={cn("grid grid-cols-3 gap-2", className)}>
      <CallButton
        phone={client.phone}
        missingPhone={NO_CLIENT_PHONE}
        className={TILE}
        onOpen={contact.call(target)}
      />
      <WhatsAppButton
        phone={client.phone}
        text={greetingText(client.name)}
        missingPhone={NO_CLIENT_PHONE}
        className={TILE}
        onOpen={contact.whatsapp(target)}
      />
      <EmailButton
        email={client.email}
        name={client.name}
        missingEmail={NO_CLIENT_EMAIL}
        className={TILE}
        onOpen={contact.email(target)}
      />
    </div>
  );
}
