import { hasPhone, whatsAppLink } from "@shared/domain/links";
import { MessageCircleIcon } from "lucide-react";
import {
  type ContactButtonStyle,
  ContactLinkButton,
  type MissingContact,
} from "./contact-link-button";

type WhatsAppButtonProps = ContactButtonStyle & {
  phone: string | null | undefined;
  /** The prefilled message, e.g. greetingText(name, title). */
  text: string;
  missingPhone: MissingContact;
};

/** Opens a WhatsApp chat (wa.me) with the message prefilled, in a new tab. */
export function WhatsAppButton({
  phone,
  text,
  missingPhone,
  label = "WhatsApp",
  ...style
}: WhatsAppButtonProps) {
  const href = phone && hasPhone(phone) ? whatsAppLink(phone, text) : null;
  return (
    <ContactLinkButton
      href={href}
      icon={MessageCircleIcon}
      label={label}
      missing={missingPhone}
      isNewTab
      {...style}
    />
  );
}
