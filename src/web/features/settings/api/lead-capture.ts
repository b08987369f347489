import type { LeadCapture } from "@shared/schemas/lead";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";

const CAPTURE_PATH = "/api/lead-capture";
const leadCaptureKey = ["lead-capture"] as const;

/** The agent's lead webhook, or null while it is off. */
export function useLeadCapture() {
  return useQuery(
    queryOptions({
      queryKey: leadCaptureKey,
      queryFn: () => api.get<LeadCapture | null>(CAPTURE_PATH),
    }),
  );
}

export function useTurnOnLeadCapture() {
  return useCaptureChange(() => api.post<LeadCapture>(CAPTURE_PATH), {
    done: "Lead capture turned on",
    failed: "Error turning on lead capture",
  });
}

/** Its address stops taking leads at once; turning it on again gives a new one. */
export function useTurnOffLeadCapture() {
  return useCaptureChange(() => api.delete<null>(CAPTURE_PATH), {
    done: "Lead capture turned off",
    failed: "Error turning off lead capture",
  });
}

function useCaptureChange(
  change: () => Promise<LeadCapture | null>,
  { done, failed }: { done: string; failed: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (capture) => {
      queryClient.setQueryData(leadCaptureKey, capture);
      notify.success({ title: done });
    },
    onError: (error) => notify.error({ title: failed, description: messageOf(error) }),
  });
}
