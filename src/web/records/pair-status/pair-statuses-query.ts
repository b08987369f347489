import { type HiddenPairs, type PairStatus, pairKey } from "@shared/domain/pair-status";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { useMemo } from "react";

/** One query for the whole account: every screen with a match reads its chips from it. */
export const PAIR_STATUSES_KEY = ["pair-statuses"] as const;

/** A stored pair: the server keeps only those that are not plain 'Suggested'. */
export type StoredPair = {
  clientId: string;
  propertyId: string;
  status: PairStatus;
  reason: string;
  sentAt: string | null;
  updatedAt?: string;
};

export const pairStatusesQueryOptions = () =>
  queryOptions({
    queryKey: PAIR_STATUSES_KEY,
    queryFn: () => api.get<StoredPair[]>("/api/pair-statuses"),
  });

export type PairStatuses = {
  /** The pair's status, 'suggested' when none is stored. */
  statusOf: (clientId: string, propertyId: string) => PairStatus;
  reasonOf: (clientId: string, propertyId: string) => string;
  /** The pairs the agent marked 'Not suitable': out of matching. */
  hidden: HiddenPairs;
};

/** The account's pair statuses by pair, and the 'Not suitable' pairs as a set. */
export function usePairStatuses(): PairStatuses {
  const { data } = useQuery(pairStatusesQueryOptions());
  return useMemo(() => pairStatusesOf(data ?? []), [data]);
}

export function pairStatusesOf(pairs: readonly StoredPair[]): PairStatuses {
  const byKey = new Map(pairs.map((pair) => [pairKey(pair.clientId, pair.propertyId), pair]));
  const hidden = new Set<string>();
  for (const [key, pair] of byKey) {
    if (pair.status === "not-suitable") {
      hidden.add(key);
    }
  }
  return {
    statusOf: (clientId, propertyId) =>
      byKey.get(pairKey(clientId, propertyId))?.status ?? "suggested",
    reasonOf: (clientId, propertyId) => byKey.get(pairKey(clientId, propertyId))?.reason ?? "",
    hidden,
  };
}
