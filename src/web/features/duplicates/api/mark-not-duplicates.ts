import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { DUPLICATES_KEY } from "./get-duplicates";

/** 'Not duplicates': the pair is never shown again. */
export function useMarkNotDuplicates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, otherId }: { id: string; otherId: string }) =>
      api.post<null>(`/api/clients/${encodeURIComponent(id)}/not-duplicates`, { otherId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DUPLICATES_KEY }),
    onError: (error) =>
      notify.error({ title: "Could not mark them", description: messageOf(error) }),
  });
}
