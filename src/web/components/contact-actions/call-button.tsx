import { hasPhone, telLink } from "@shared/domain/links";
import { PhoneIcon } from "lucide-react";
import {
  type ContactButtonStyle,
  ContactLinkButton,
  type MissingContact,
} from "./contact-link-button";

type CallButtonProps = ContactButtonStyle & {
  phone: string | null | undefined;
  /** The toast when there is no number, e.g. NO_OWNER_PHONE or NO_CLIENT_PHONE. */
  missingPhone: MissingContact;
};

/** Opens the dialler with a `tel:` link. */
export function CallButton({ phone, missingPhone, label = "Call", ...style }: CallButtonProps) {
  const href = phone && hasPhone(phone) ? telLink(phone) : null;
  return (
    <ContactLinkButton
      href={href}
      icon={PhoneIcon}
      label={label}
      missing={missingPhone}
      {...style}
    />
  );
}
