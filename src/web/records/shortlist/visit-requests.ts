import type { Appointment } from "@shared/schemas/appointment";
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api, messageOf } from "@web/lib/api";
import { notify, withToast } from "@web/lib/toast";
import { ACTIVITIES_KEY, TODAY_KEY } from "@web/records/activity/activity-keys";
import { APPOINTMENTS_KEY } from "@web/records/appointment/get-appointments";
import { refreshServerLists } from "@web/records/appointment/get-client-appointments";
import { NEW_MATCHES_KEY } from "@web/records/follow-up/get-new-matches";
import { useNavigate } from "react-router";
import { refreshShortlistCards } from "./shortlist-link";
import type { VisitRequest } from "./visit-request";

export const VISIT_REQUESTS_KEY = ["visit-requests"] as const;

/** The visits waiting for the agent's answer, on Today (a client's own come with their card). */
export const pendingVisitRequestsQueryOptions = () =>
  queryOptions({
    queryKey: [...VISIT_REQUESTS_KEY, "pending"] as const,
    queryFn: () => api.get<VisitRequest[]>("/api/visit-requests"),
  });

export function usePendingVisitRequests() {
  return useQuery(pendingVisitRequestsQueryOptions());
}

/** Confirming creates the 'Property Visit' appointment; the timelines and Today change too. */
export function useConfirmVisitRequest() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<Appointment>(`/api/visit-requests/${encodeURIComponent(id)}/confirm`),
    onSuccess: (appointment) => {
      refreshAfterAnswer(queryClient);
      void queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY });
      refreshServerLists(queryClient);
      withToast((toast) =>
        toast.success("Visit confirmed", {
          description: `${appointment.title} is in your appointments.`,
          action: {
            label: "Open",
            onClick: () => navigate(`/appointments/${appointment.id}`),
          },
        }),
      );
    },
    onError: (error) =>
      notify.error({ title: "Error confirming visit", description: messageOf(error) }),
  });
}

export function useDeclineVisitRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<void>(`/api/visit-requests/${encodeURIComponent(id)}/decline`),
    onSuccess: () => {
      refreshAfterAnswer(queryClient);
      notify.success({ title: "Visit request declined" });
    },
    onError: (error) =>
      notify.error({ title: "Error declining visit", description: messageOf(error) }),
  });
}

/** A visit booked from a request moves its pair on, out of the new matches. */
function refreshAfterAnswer(queryClient: QueryClient) {
  for (const queryKey of [VISIT_REQUESTS_KEY, ACTIVITIES_KEY, TODAY_KEY, NEW_MATCHES_KEY]) {
    void queryClient.invalidateQueries({ queryKey });
  }
  void refreshShortlistCards(queryClient);
}
