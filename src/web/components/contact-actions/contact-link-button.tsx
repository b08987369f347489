import { Button, type ButtonProps } from "@web/components/ui/button";
import { notify } from "@web/lib/toast";
import type { LucideIcon } from "lucide-react";

export type MissingContact = { title: string; description?: string };

export type ContactButtonStyle = Pick<ButtonProps, "variant" | "size" | "className"> & {
  /** The button's name; shown as text unless `isIconOnly`, then read by screen readers only. */
  label?: string;
  isIconOnly?: boolean;
  /** Runs as the link opens (before the dialler or chat takes over): the timeline logs it here. */
  onOpen?: () => void;
};

type ContactLinkButtonProps = ContactButtonStyle & {
  href: string | null;
  icon: LucideIcon;
  label: string;
  missing: MissingContact;
  isNewTab?: boolean;
};

/** A link styled as a button; without an address it toasts why instead of opening anything. */
export function ContactLinkButton({
  href,
  icon: Icon,
  label,
  missing,
  isNewTab = false,
  onOpen,
  isIconOnly = false,
  variant = "outline",
  size,
  className,
}: ContactLinkButtonProps) {
  const content = (
    <>
      <Icon aria-hidden="true" />
      {isIconOnly ? <span className="sr-only">{label}</span> : label}
    </>
  );
  const buttonSize = size ?? (isIconOnly ? "icon" : "default");
  if (!href) {
    return (
      <Button
        type="button"
        variant={variant}
        size={buttonSize}
        className={className}
        onClick={() => notify.error(missing)}
      >
        {content}
      </Button>
    );
  }
  return (
    <Button asChild variant={variant} size={buttonSize} className={className}>
      <a
        href={href}
        onClick={onOpen}
        target={isNewTab ? "_blank" : undefined}
        rel={isNewTab ? "noopener noreferrer" : undefined}
      >
        {content}
      </a>
    </Button>
  );
}
