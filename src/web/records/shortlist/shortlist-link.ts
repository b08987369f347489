import type { Settings } from "@shared/domain/format";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { clientKey } from "@web/records/client/get-client";

/** A client's shortlist page as the agent sees it. */
export type ShortlistLink = { token: string; url: string; viewCount: number; createdAt: string };

const shortlistPath = (clientId: string) =>
  `/api/clients/${encodeURIComponent(clientId)}/shortlist`;

export const shortlistKey = (clientId: string) => [...clientKey(clientId), "shortlist"] as const;

export const shortlistQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: shortlistKey(clientId),
    queryFn: () => api.get<ShortlistLink | null>(shortlistPath(clientId)),
  });

/** The client's live shortlist link, or null when none was sent or it was revoked. */
export function useShortlistLink(clientId: string) {
  return useQuery(shortlistQueryOptions(clientId));
}

/**
 * Puts listings on the client's page (making the link on the first send) and moves each pair to
 * 'Sent'; the server logs 'Matches sent'.
 */
export const sendShortlist = (
  clientId: string,
  propertyIds: readonly string[],
  settings: Settings,
) => api.post<ShortlistLink>(shortlistPath(clientId), { propertyIds, ...settings });

export function useRevokeShortlist(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(shortlistPath(clientId)),
    onSuccess: () => {
      queryClient.setQueryData(shortlistKey(clientId), null);
      notify.success({ title: "Link revoked", description: "The old link no longer works." });
    },
    onError: (error) =>
      notify.error({ title: "Error revoking link", description: messageOf(error) }),
  });
}
