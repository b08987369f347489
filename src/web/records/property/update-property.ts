import type { Property, PropertyUpdate } from "@shared/schemas/property";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "@web/lib/api";
import { refreshListPages } from "@web/lib/list-pages";
import { notify } from "@web/lib/toast";
import { PROPERTIES_KEY } from "./get-properties";
import { propertyKey } from "./get-property";

export type UpdatePropertyVariables = { id: string; patch: PropertyUpdate };

export const updateProperty = ({ id, patch }: UpdatePropertyVariables) =>
  api.patch<Property>(`/api/properties/${encodeURIComponent(id)}`, patch);

export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProperty,
    onSuccess: (updated) => {
      queryClient.setQueryData<Property[]>(PROPERTIES_KEY, (list) =>
        list?.map((property) => (property.id === updated.id ? updated : property)),
      );
      refreshListPages(queryClient, "properties");
      queryClient.setQueryData(propertyKey(updated.id), updated);
      notify.success({ title: "Property updated successfully!" });
    },
    onError: (error) =>
      notify.error({ title: "Error updating property", description: messageOf(error) }),
  });
}
