import { noPhoneFor } from "@shared/domain/links";
import { CallButton } from "@web/components/contact-actions/call-button";
import { WhatsAppButton } from "@web/components/contact-actions/whatsapp-button";
import { type ContactTarget, useContactLogger } from "@web/records/activity/use-contact-logger";

type ParticipantContactProps = {
  /** 'Client' or 'Owner'. */
  kind: string;
  name: string;
  phone: string | null | undefined;
  /** The WhatsApp message, written for this participant. */
  text: string;
  /** Whose timeline the taps go on: the client's, or the listing's for its owner. */
  target: ContactTarget;
};

/** One participant's name with Call and WhatsApp buttons; without a number they say so. */
export function ParticipantContact({ kind, name, phone, text, target }: ParticipantContactProps) {
  const contact = useContactLogger();
  const missingPhone = { title: noPhoneFor(name) };
  return (
    <div className="flex items-center justify-between gap-2">
      <p className="min-w-0 truncate text-sm">
        <span className="text-muted-foreground">{kind}: </span>
        {name}
      </p>
      <div className="flex shrink-0 gap-1">
        <CallButton
          phone={phone}
          missingPhone={missingPhone}
          label={`Call ${name}`}
          isIconOnly
          size="icon-sm"
          onOpen={contact.call(target)}
        />
        <WhatsAppButton
          phone={phone}
          text={text}
          missingPhone={missingPhone}
          label={`WhatsApp ${name}`}
          isIconOnly
          size="icon-sm"
          onOpen={contact.whatsapp(target)}
        />
      </div>
    </div>
  );
}
