import { onlineManager } from "@tanstack/react-query";
import { WifiOffIcon } from "lucide-react";
import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/**
 * While the network is gone the pages show the records last loaded. The live region stays in the
 * page so that screen readers announce the banner when it appears.
 */
export function OfflineBanner() {
  const isOffline = !useSyncExternalStore(subscribe, isOnline);
  return (
    <div role="status" aria-live="polite">
      {isOffline && (
        <p className="mb-4 flex items-start gap-3 rounded-lg border bg-muted px-4 py-3 text-sm">
          <WifiOffIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <strong className="font-medium">You are offline</strong>
            <span className="text-muted-foreground">
              {" "}
              · Showing what was last loaded. Changes can be saved when the network returns.
            </span>
          </span>
        </p>
      )}
    </div>
  );
}
