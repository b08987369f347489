import type { Client, ClientUpdate } from "@shared/schemas/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "@web/lib/api";
import { refreshListPages } from "@web/lib/list-pages";
import { notify } from "@web/lib/toast";
import { TODAY_KEY } from "../activity/activity-keys";
import { clientKey } from "./get-client";
import { CLIENTS_KEY } from "./get-clients";

export type UpdateClientVariables = { id: string; patch: ClientUpdate };

export const updateClient = ({ id, patch }: UpdateClientVariables) =>
  api.patch<Client>(`/api/clients/${encodeURIComponent(id)}`, patch);

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: (updated) => {
      queryClient.setQueryData<Client[]>(CLIENTS_KEY, (list) =>
        list?.map((client) => (client.id === updated.id ? updated : client)),
      );
      refreshListPages(queryClient, "clients");
      queryClient.setQueryData(clientKey(updated.id), updated);
      // A changed follow-up (or interest, or status) moves the client on the Today list.
      void queryClient.invalidateQueries({ queryKey: TODAY_KEY });
      notify.success({ title: "Client updated successfully!" });
    },
    onError: (error) =>
      notify.error({ title: "Error updating client", description: messageOf(error) }),
  });
}
