import type { ShortlistAnswer, VisitRequestInput } from "@shared/schemas/pair-status";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { publicShortlistPath, updateShortlistListing } from "./public-shortlist-query";

/** 'Interested' or 'Not for me' (with an optional reason) on one listing; changeable. */
export function useAnswerListing(token: string, propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: Pick<ShortlistAnswer, "answer" | "reason">) =>
      api.post<null>(`${publicShortlistPath(token)}/answers`, { propertyId, ...answer }),
    onSuccess: (_, { answer }) =>
      updateShortlistListing(queryClient, token, propertyId, { answer }),
  });
}

/** 'Book a visit': the client's preferred date and time, for the agent to confirm. */
export function useRequestVisit(token: string, propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visit: Omit<VisitRequestInput, "propertyId">) =>
      api.post<null>(`${publicShortlistPath(token)}/visits`, { propertyId, ...visit }),
    onSuccess: () =>
      updateShortlistListing(queryClient, token, propertyId, { hasVisitRequest: true }),
  });
}
