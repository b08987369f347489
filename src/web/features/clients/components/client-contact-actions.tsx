import { greetingText, NO_CLIENT_EMAIL, NO_CLIENT_PHONE } from "@shared/domain/links";
import type { Client } from "@shared/schemas/client";
import { CallButton } from "@web/components/contact-actions/call-button";
import { EmailButton } from "@web/components/contact-actions/email-button";
import { WhatsAppButton } from "@web/components/contact-actions/whatsapp-button";
import { cn } from "@web/lib/cn";

type ClientContactActionsProps = {
  client: Pick<Client, "name" | "phone" | "email">;
  className?: string;
};

// Icon above label: three labelled buttons fit side by side even on a narrow card.
const TILE = "h-auto flex-col gap-1 px-1 py-2 text-xs has-[>svg]:px-1";

/** Call, WhatsApp (a short greeting) and Email ('Property Update' with a greeting). */
export function ClientContactActions({ client, className }: ClientContactActionsProps) {
  return (
    <div className={cn("grid grid-cols-3 gap-2", className)}>
      <CallButton phone={client.phone} missingPhone={NO_CLIENT_PHONE} className={TILE} />
      <WhatsAppButton
        phone={client.phone}
        text={greetingText(client.name)}
        missingPhone={NO_CLIENT_PHONE}
        className={TILE}
      />
      <EmailButton
        email={client.email}
        name={client.name}
        missingEmail={NO_CLIENT_EMAIL}
        className={TILE}
      />
    </div>
  );
}
