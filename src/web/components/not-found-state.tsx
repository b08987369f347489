import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { SearchXIcon } from "lucide-react";
import { Link } from "react-router";

type NotFoundStateProps = { title: string; backTo: string; backLabel: string };

/** 'Property not found', 'Client not found': the reason and a way back to the list. */
export function NotFoundState({ title, backTo, backLabel }: NotFoundStateProps) {
  return (
    <EmptyState
      icon={SearchXIcon}
      title={title}
      action={
        <Button asChild>
          <Link to={backTo}>{backLabel}</Link>
        </Button>
      }
    />
  );
}
