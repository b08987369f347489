import { LinkButton } from "@web/components/link-button";
import { UploadIcon } from "lucide-react";

/** The list page's Import button: opens the import wizard of its records. */
export function ImportLink({ resource }: { resource: "clients" | "properties" }) {
  return (
    <LinkButton to={`/${resource}/import`} icon={UploadIcon} variant="outline" size="sm">
      Import
    </LinkButton>
  );
}
