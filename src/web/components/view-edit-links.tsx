import { EyeIcon, PencilIcon } from "lucide-react";
import type * as React from "react";
import { LinkButton } from "./link-button";

type ViewEditLinksProps = {
  /** The record's page, e.g. '/clients/{id}'; Edit goes to its '/edit'. */
  path: string;
  /** More actions after them, e.g. the Delete button. */
  children?: React.ReactNode;
};

/** A card's View and Edit buttons. */
export function ViewEditLinks({ path, children }: ViewEditLinksProps) {
  return (
    <div className="flex gap-2">
      <LinkButton to={path} variant="secondary" size="sm" className="flex-1" icon={EyeIcon}>
        View
      </LinkButton>
      <LinkButton
        to={`${path}/edit`}
        variant="secondary"
        size="sm"
        className="flex-1"
        icon={PencilIcon}
      >
        Edit
      </LinkButton>
      {children}
    </div>
  );
}
