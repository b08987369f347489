import { cn } from "@web/lib/cn";
import { Loader2Icon } from "lucide-react";

/**
 * Shown while the session resolves or a page's code loads; it fades in only when that takes a
 * moment, so a quick load goes straight to the screen without a flash of "Loading...".
 */
export function LoadingScreen({ fullScreen = true }: { fullScreen?: boolean }) {
  return (
    <div
      role="status"
      className={cn(
        "flex animate-appear-late flex-col items-center justify-center gap-3 text-muted-foreground",
        fullScreen ? "min-h-dvh" : "min-h-64",
      )}
    >
      <Loader2Icon className="size-8 animate-spin" aria-hidden="true" />
      <span className="text-sm">Loading...</span>
    </div>
  );
}
