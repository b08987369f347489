import type { Client } from "@shared/schemas/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "@web/lib/api";
import { refreshListPages } from "@web/lib/list-pages";
import { notify } from "@web/lib/toast";
import { clientKey } from "./get-client";
import { CLIENTS_KEY } from "./get-clients";

/**
 * SPEC lists two delete toasts. The list card, which only removes the card, says 'Client
 * deleted' / 'Client has been removed successfully'; the detail page, which leaves the deleted
 * client's own screen, says 'Client deleted successfully!'.
 */
export const DELETED_FROM_LIST = {
  title: "Client deleted",
  description: "Client has been removed successfully",
} as const;
export const DELETED_FROM_DETAIL = { title: "Client deleted successfully!" } as const;

export const deleteClient = (id: string) => api.delete(`/api/clients/${encodeURIComponent(id)}`);

export function useDeleteClient(success: { title: string; description?: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (_, id) => {
      queryClient.setQueryData<Client[]>(CLIENTS_KEY, (list) =>
        list?.filter((client) => client.id !== id),
      );
      refreshListPages(queryClient, "clients");
      // Removing it would make the still-open detail page fetch the deleted record again.
      void queryClient.invalidateQueries({
        queryKey: clientKey(id),
        exact: true,
        refetchType: "none",
      });
      notify.success(success);
    },
    onError: (error) =>
      notify.error({ title: "Error deleting client", description: messageOf(error) }),
  });
}
