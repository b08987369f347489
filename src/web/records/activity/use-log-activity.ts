import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { CLIENTS_KEY } from "../client/get-clients";
import { useSession } from "../session/get-session";
import { ACTIVITIES_KEY, TODAY_KEY } from "./activity-keys";
import {
  type ActivityDraft,
  enqueueActivity,
  flushActivities,
  type PendingActivity,
} from "./activity-outbox";

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

/**
 * Sends the user's taps kept while offline: now and whenever the network comes back, until the
 * returned function stops it (use-activity-outbox.ts loads this after the first screen).
 */
export function watchOutbox(queryClient: QueryClient, userId: string): () => void {
  const onOnline = () => void sendWaiting(queryClient, userId);
  onOnline();
  window.addEventListener("online", onOnline);
  return () => window.removeEventListener("online", onOnline);
}

async function sendWaiting(queryClient: QueryClient, userId: string) {
  if ((await flushActivities(userId)) === 0) {
    return;
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY }),
    queryClient.invalidateQueries({ queryKey: TODAY_KEY }),
    queryClient.invalidateQueries({ queryKey: CLIENTS_KEY }),
  ]);
}
