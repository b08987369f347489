import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { useSession } from "../session/get-session";
import {
  type ActivityDraft,
  enqueueActivity,
  flushActivities,
  type PendingActivity,
} from "./activity-outbox";
import { refreshAfterActivity } from "./refresh-after-activity";

/**
 * Logs a contact with no extra tap: kept on the device at once (so the link may open straight
 * after), then sent; the timelines, 'Last contact' and Today refresh when it lands.
 */
export function useLogActivity(): (draft: ActivityDraft) => PendingActivity | null {
  const queryClient = useQueryClient();
  const userId = useSession().data?.user.id;
  return useCallback(
    (draft: ActivityDraft) => {
      if (!userId) {
        return null;
      }
      const entry = enqueueActivity(userId, draft);
      void sendWaiting(queryClient, userId);
      return entry;
    },
    [queryClient, userId],
  );
}

/** Sends the taps kept while offline: at start and whenever the network comes back. */
export function useActivityOutbox() {
  const queryClient = useQueryClient();
  const userId = useSession().data?.user.id;
  useEffect(() => {
    if (!userId) {
      return;
    }
    const onOnline = () => void sendWaiting(queryClient, userId);
    onOnline();
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [queryClient, userId]);
}

async function sendWaiting(queryClient: QueryClient, userId: string) {
  if ((await flushActivities(userId)) === 0) {
    return;
  }
  await refreshAfterActivity(queryClient);
}
