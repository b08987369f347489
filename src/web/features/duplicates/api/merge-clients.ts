import type { Client } from "@shared/schemas/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { clientKey } from "@web/records/client/get-client";

type MergeVariables = { survivorId: string; otherId: string; fields: Record<string, unknown> };

/**
 * Merges `otherId` into `survivorId` with the fields the agent picked. A merge moves visits,
 * timelines, pairs and links of both: every cached query is refreshed.
 */
export function useMergeClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ survivorId, otherId, fields }: MergeVariables) =>
      api.post<Client>(`/api/clients/${encodeURIComponent(survivorId)}/merge`, {
        otherId,
        fields,
      }),
    onSuccess: (survivor, { otherId }) => {
      queryClient.removeQueries({ queryKey: clientKey(otherId) });
      queryClient.setQueryData(clientKey(survivor.id), survivor);
      void queryClient.invalidateQueries();
      notify.success({ title: "Clients merged" });
    },
    onError: (error) =>
      notify.error({ title: "Could not merge the clients", description: messageOf(error) }),
  });
}
