import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { refreshAfterActivity } from "./refresh-after-activity";

export const deleteActivity = (id: string) =>
  api.delete(`/api/activities/${encodeURIComponent(id)}`);

export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteActivity,
    onSuccess: () => {
      void refreshAfterActivity(queryClient);
      notify.success({ title: "Activity deleted" });
    },
    onError: (error) =>
      notify.error({ title: "Error deleting activity", description: messageOf(error) }),
  });
}
