import { hasPhone, NO_CLIENT_PHONE } from "@shared/domain/links";
import type { NewMatchList, NewMatchRow } from "@shared/domain/new-matches";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { NEW_MATCHES_KEY } from "@web/records/follow-up/get-new-matches";
import { useSendShortlist } from "@web/records/share-link/use-send-shortlist";

/** 'Dismiss': the row leaves at once; it is back if the server refuses. */
export function useDismissNewMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<void>(`/api/new-matches/${encodeURIComponent(id)}/dismiss`, {}),
    onMutate: (id) => dropNewMatch(queryClient, id),
    onError: (error, _id, snapshot) => {
      if (snapshot) {
        queryClient.setQueryData(NEW_MATCHES_KEY, snapshot);
      }
      notify.error({ title: "Error dismissing match", description: messageOf(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NEW_MATCHES_KEY }),
  });
}

/**
 * 'Send': that one listing goes to the client's shortlist page and a WhatsApp message with its
 * link opens, as 'Send matches' does; the row leaves once the server has taken it.
 */
export function useSendNewMatch() {
  const queryClient = useQueryClient();
  const { send, isSending } = useSendShortlist();
  const sendMatch = async (row: NewMatchRow) => {
    if (!hasPhone(row.client.phone)) {
      notify.error(NO_CLIENT_PHONE);
      return;
    }
    if (await send(row.client, [row.property.id], "whatsapp")) {
      await dropNewMatch(queryClient, row.id);
    }
  };
  return { sendMatch, isSending };
}

async function dropNewMatch(queryClient: QueryClient, id: string) {
  await queryClient.cancelQueries({ queryKey: NEW_MATCHES_KEY });
  const snapshot = queryClient.getQueryData<NewMatchList>(NEW_MATCHES_KEY);
  if (snapshot) {
    const rows = snapshot.rows.filter((row) => row.id !== id);
    const count = snapshot.count - (snapshot.rows.length - rows.length);
    queryClient.setQueryData<NewMatchList>(NEW_MATCHES_KEY, { rows, count });
  }
  return snapshot;
}
