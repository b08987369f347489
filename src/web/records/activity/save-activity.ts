import type { Activity, ActivityInput, ActivityUpdate } from "@shared/schemas/activity";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { refreshAfterActivity } from "./refresh-after-activity";

export type SaveActivityVariables =
  | { id?: undefined; input: Partial<ActivityInput> }
  | { id: string; patch: ActivityUpdate };

const save = (variables: SaveActivityVariables) =>
  variables.id === undefined
    ? api.post<Activity>("/api/activities", variables.input)
    : api.patch<Activity>(`/api/activities/${encodeURIComponent(variables.id)}`, variables.patch);

/** 'Add note', 'Log activity' and their Edit: a new activity, or changes to one. */
export function useSaveActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (_saved, variables) => {
      void refreshAfterActivity(queryClient);
      notify.success({
        title: variables.id === undefined ? "Activity logged" : "Activity updated",
      });
    },
    onError: (error) =>
      notify.error({ title: "Error saving activity", description: messageOf(error) }),
  });
}
