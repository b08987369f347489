import { EMAIL_SUBJECT, emailGreetingBody, mailtoLink } from "@shared/domain/links";
import { MailIcon } from "lucide-react";
import {
  type ContactButtonStyle,
  ContactLinkButton,
  type MissingContact,
} from "./contact-link-button";

type EmailButtonProps = ContactButtonStyle & {
  email: string | null | undefined;
  /** Who the greeting in the body addresses. */
  name: string;
  /** The toast when there is no address, e.g. NO_CLIENT_EMAIL. */
  missingEmail: MissingContact;
};

/** Opens the mail app with SPEC's subject 'Property Update' and a greeting. */
export function EmailButton({
  email,
  name,
  missingEmail,
  label = "Email",
  ...style
}: EmailButtonProps) {
  const address = email?.trim();
  const href = address ? mailtoLink(address, EMAIL_SUBJECT, emailGreetingBody(name)) : null;
  return (
    <ContactLinkButton
      href={href}
      icon={MailIcon}
      label={label}
      missing={missingEmail}
      {...style}
    />
  );
}
