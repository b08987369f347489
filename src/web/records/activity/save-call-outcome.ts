import type { CallOutcome } from "@shared/domain/activities";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { updateClient } from "../client/update-client";
import { useSession } from "../session/get-session";
import { amendPending, flushActivities } from "./activity-outbox";
import type { AfterCallPrompt } from "./after-call";
import { refreshAfterActivity } from "./refresh-after-activity";

export type CallOutcomeVariables = {
  call: AfterCallPrompt;
  outcome: CallOutcome | null;
  text: string;
  /** 'YYYY-MM-DD', or null to leave the client's next follow-up as it is. */
  nextFollowUpDate: string | null;
};

/** The after-call sheet's Save: the call's outcome and note, and the client's next follow-up. */
export function useSaveCallOutcome() {
  const queryClient = useQueryClient();
  const userId = useSession().data?.user.id ?? "";
  return useMutation({
    mutationFn: async ({ call, outcome, text, nextFollowUpDate }: CallOutcomeVariables) => {
      await saveOutcome(userId, call.activityId, { outcome, text });
      if (nextFollowUpDate) {
        await updateClient({ id: call.clientId, patch: { nextFollowUpDate } });
      }
    },
    onSuccess: () => {
      void refreshAfterActivity(queryClient);
      notify.success({ title: "Call saved" });
    },
    onError: (error) => notify.error({ title: "Error saving call", description: messageOf(error) }),
  });
}

/**
 * A tap still on the device (offline) takes the outcome with it when it is sent; one the server
 * has is changed there. Waiting for a send under way first means neither misses it.
 */
async function saveOutcome(
  userId: string,
  activityId: string,
  patch: { outcome: CallOutcome | null; text: string },
) {
  await flushActivities(userId);
  if (amendPending(userId, activityId, patch)) {
    return;
  }
  await api.patch(`/api/activities/${encodeURIComponent(activityId)}`, patch);
}
