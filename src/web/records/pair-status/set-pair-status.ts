import type { PairStatus } from "@shared/domain/pair-status";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { ACTIVITIES_KEY } from "../activity/activity-keys";
import { PAIR_STATUSES_KEY, type StoredPair } from "./pair-statuses-query";

export type PairStatusChange = {
  clientId: string;
  propertyId: string;
  status: PairStatus;
  reason?: string;
};

/** The dashboard's key (features/dashboard): its 'Properties Matched' leaves out 'Not suitable'. */
const DASHBOARD_KEY = ["dashboard"] as const;

export const setPairStatus = (change: PairStatusChange) =>
  api.put<StoredPair>("/api/pair-statuses", { reason: "", ...change });

/**
 * Sets a pair's status at once on every chip (optimistic), and takes it back with a toast if the
 * server refuses; the change is an activity on both timelines and may move the dashboard's count.
 */
export function useSetPairStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPairStatus,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: PAIR_STATUSES_KEY });
      const before = queryClient.getQueryData<StoredPair[]>(PAIR_STATUSES_KEY);
      queryClient.setQueryData<StoredPair[]>(PAIR_STATUSES_KEY, (pairs) =>
        withPair(pairs ?? [], change),
      );
      return { before };
    },
    onError: (error, _change, context) => {
      queryClient.setQueryData(PAIR_STATUSES_KEY, context?.before);
      notify.error({ title: "Error updating the status", description: messageOf(error) });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PAIR_STATUSES_KEY }),
        queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]),
  });
}

function withPair(pairs: readonly StoredPair[], change: PairStatusChange): StoredPair[] {
  const others = pairs.filter(
    (pair) => pair.clientId !== change.clientId || pair.propertyId !== change.propertyId,
  );
  const current = pairs.find(
    (pair) => pair.clientId === change.clientId && pair.propertyId === change.propertyId,
  );
  if (change.status === "suggested" && !current?.sentAt) {
    return others;
  }
  return [
    ...others,
    {
      clientId: change.clientId,
      propertyId: change.propertyId,
      status: change.status,
      reason: change.status === "not-suitable" ? (change.reason ?? "") : "",
      sentAt: current?.sentAt ?? null,
    },
  ];
}
