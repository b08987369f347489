import { greetingText, NO_CLIENT_EMAIL, NO_CLIENT_PHONE } from "@shared/domain/links";
import type { Client } from "@shared/schemas/client";
import { CallButton } from "@web/components/contact-actions/call-button";
import { EmailButton } from "@web/components/contact-actions/email-button";
import { WhatsAppButton } from "@web/components/contact-actions/whatsapp-button";
import type { ButtonProps } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";

type ClientContactActionsProps = {
  client: Pick<Client, "name" | "phone" | "email">;
  size?: ButtonProps["size"];
  className?: string;
};

/** Call, WhatsApp (a short greeting) and Email ('Property Update' with a greeting). */
export function ClientContactActions({ client, size, className }: ClientContactActionsProps) {
  return (
    <div className={cn("grid grid-cols-3 gap-2", className)}>
      <CallButton phone={client.phone} missingPhone={NO_CLIENT_PHONE} size={size} />
      <WhatsAppButton
        phone={client.phone}
        text={greetingText(client.name)}
        missingPhone={NO_CLIENT_PHONE}
        size={size}
      />
      <EmailButton
        email={client.email}
        name={client.name}
        missingEmail={NO_CLIENT_EMAIL}
        size={size}
      />
    </div>
  );
}
