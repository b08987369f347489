import type { Property, PropertyInput } from "@shared/schemas/property";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "@web/lib/api";
import { refreshListPages } from "@web/lib/list-pages";
import { notify } from "@web/lib/toast";
import { PROPERTIES_KEY } from "./get-properties";
import { propertyKey } from "./get-property";

export const createProperty = (input: PropertyInput) =>
  api.post<Property>("/api/properties", input);

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProperty,
    onSuccess: (created) => {
      queryClient.setQueryData<Property[]>(PROPERTIES_KEY, (list) => list && [created, ...list]);
      refreshListPages(queryClient, "properties");
      queryClient.setQueryData(propertyKey(created.id), created);
      notify.success({ title: "Property added successfully!" });
    },
    onError: (error) =>
      notify.error({ title: "Error adding property", description: messageOf(error) }),
  });
}
