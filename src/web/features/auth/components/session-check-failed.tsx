import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { ShieldAlertIcon } from "lucide-react";

/**
 * The session could not be read (offline, or too many requests): that is not "signed out", so
 * the agent is offered a retry instead of being sent to /login.
 */
export function SessionCheckFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex min-h-dvh items-center justify-center p-4">
      <EmptyState
        icon={ShieldAlertIcon}
        title="Could not check your sign-in"
        description="The server did not answer. Check your connection and try again."
        action={<Button onClick={onRetry}>Try again</Button>}
      />
    </div>
  );
}
