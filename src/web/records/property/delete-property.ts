import type { Property } from "@shared/schemas/property";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "@web/lib/api";
import { refreshListPages } from "@web/lib/list-pages";
import { notify } from "@web/lib/toast";
import { PROPERTIES_KEY } from "./get-properties";
import { propertyKey } from "./get-property";

/**
 * SPEC lists two delete toasts. The list card, which only removes the card, says 'Property
 * deleted' / 'Property has been removed successfully'; the detail page, which leaves the
 * deleted property's own screen, says 'Property deleted successfully!'.
 */
export const DELETED_FROM_LIST = {
  title: "Property deleted",
  description: "Property has been removed successfully",
} as const;
export const DELETED_FROM_DETAIL = { title: "Property deleted successfully!" } as const;

export const deleteProperty = (id: string) =>
  api.delete(`/api/properties/${encodeURIComponent(id)}`);

export function useDeleteProperty(success: { title: string; description?: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: (_, id) => {
      queryClient.setQueryData<Property[]>(PROPERTIES_KEY, (list) =>
        list?.filter((property) => property.id !== id),
      );
      refreshListPages(queryClient, "properties");
      // Removing it would make the still-open detail page fetch the deleted record again.
      void queryClient.invalidateQueries({
        queryKey: propertyKey(id),
        exact: true,
        refetchType: "none",
      });
      notify.success(success);
    },
    onError: (error) =>
      notify.error({ title: "Error deleting property", description: messageOf(error) }),
  });
}
