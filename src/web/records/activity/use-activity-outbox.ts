import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSession } from "../session/get-session";

/**
 * Sends the taps kept while offline: at start and whenever the network comes back. The outbox's
 * code loads after the first screen (the dashboard's asset budget): nothing waits for it.
 */
export function useActivityOutbox() {
  const queryClient = useQueryClient();
  const userId = useSession().data?.user.id;
  useEffect(() => {
    if (!userId) {
      return;
    }
    let stop: (() => void) | undefined;
    let isDone = false;
    void import("./use-log-activity").then(({ watchOutbox }) => {
      if (!isDone) {
        stop = watchOutbox(queryClient, userId);
      }
    });
    return () => {
      isDone = true;
      stop?.();
    };
  }, [queryClient, userId]);
}
