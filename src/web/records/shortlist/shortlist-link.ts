import type { Settings } from "@shared/domain/format";
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api, messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { clientKey } from "@web/records/client/get-client";
import { CLIENTS_KEY } from "@web/records/client/get-clients";
import type { VisitRequest } from "./visit-request";

/** A client's shortlist page as the agent sees it. */
export type ShortlistLink = { token: string; url: string; viewCount: number; createdAt: string };

/** The client page's Shortlist card: the live link (null when none) and the visits asked there. */
export type ShortlistCard = { link: ShortlistLink | null; visitRequests: VisitRequest[] };

const shortlistPath = (clientId: string) =>
  `/api/clients/${encodeURIComponent(clientId)}/shortlist`;

const SHORTLIST = "shortlist";

export const shortlistKey = (clientId: string) => [...clientKey(clientId), SHORTLIST] as const;

export const shortlistQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: shortlistKey(clientId),
    queryFn: () => api.get<ShortlistCard>(shortlistPath(clientId)),
  });

/** The client's live shortlist link and the visits they asked for on its page. */
export function useShortlistCard(clientId: string) {
  return useQuery(shortlistQueryOptions(clientId));
}

/** Each client's Shortlist card is asked for again, e.g. once a visit request is answered. */
export function refreshShortlistCards(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    queryKey: CLIENTS_KEY,
    predicate: ({ queryKey }) => queryKey[CLIENTS_KEY.length + 1] === SHORTLIST,
  });
}

/** The card, if loaded, with this link in it and its visit requests as they were. */
export function putShortlistLink(
  queryClient: QueryClient,
  clientId: string,
  link: ShortlistLink | null,
) {
  queryClient.setQueryData<ShortlistCard>(
    shortlistKey(clientId),
    (card) => card && { ...card, link },
  );
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
      putShortlistLink(queryClient, clientId, null);
      notify.success({ title: "Link revoked", description: "The old link no longer works." });
    },
    onError: (error) =>
      notify.error({ title: "Error revoking link", description: messageOf(error) }),
  });
}
