import type { Settings } from "@shared/domain/format";
import type { ShareLink } from "@shared/schemas/share";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { propertyKey } from "@web/records/property/get-property";

const sharePath = (propertyId: string) => `/api/properties/${encodeURIComponent(propertyId)}/share`;

export const shareKey = (propertyId: string) => [...propertyKey(propertyId), "share"] as const;

export const shareQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: shareKey(propertyId),
    queryFn: () => api.get<ShareLink | null>(sharePath(propertyId)),
  });

/** The listing's public link, or null while it is not shared. */
export function useShareLink(propertyId: string) {
  return useQuery(shareQueryOptions(propertyId));
}

/** Makes (or returns the active) public link, with the agent's currency and numbering. */
export const createShareLink = (propertyId: string, settings: Settings) =>
  api.post<ShareLink>(sharePath(propertyId), settings);

export function useCreateShareLink(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Settings) => createShareLink(propertyId, settings),
    onSuccess: (share) => queryClient.setQueryData(shareKey(propertyId), share),
    onError: (error) =>
      notify.error({ title: "Error creating link", description: messageOf(error) }),
  });
}

export function useStopSharing(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(sharePath(propertyId)),
    onSuccess: () => {
      queryClient.setQueryData(shareKey(propertyId), null);
      notify.success({ title: "Sharing stopped", description: "The old link no longer works." });
    },
    onError: (error) =>
      notify.error({ title: "Error stopping sharing", description: messageOf(error) }),
  });
}
